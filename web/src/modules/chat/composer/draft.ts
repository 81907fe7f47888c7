import type { Mention, MentionDraft } from "../../../shared/mentions/mentionDraft";
import { messageParts } from "../messages/messageText";

/* The chat's side of a mention draft: mentions travel as `<@userId>` in the message text. */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text the API takes: each "@Name" still in the text becomes `<@userId>` (longest names first). */
export function toContent(draft: MentionDraft): string {
  const byLength = [...draft.mentions].sort((a, b) => b.name.length - a.name.length);
  let text = draft.text;
  for (const mention of byLength)
    text = text.replace(new RegExp(`@${escapeRegExp(mention.name)}`, "g"), `<@${mention.id}>`);
  return text.trim();
}

/** A sent message back into a draft, for editing: `<@userId>` shown as "@Name" again. */
export function fromContent(content: string, nameOf: (userId: string) => string): MentionDraft {
  const mentions: Mention[] = [];
  const text = messageParts(content)
    .map((part) => {
      if (part.kind !== "mention") return part.text;
      const name = nameOf(part.userId);
      if (!mentions.some((mention) => mention.id === part.userId)) mentions.push({ id: part.userId, name });
      return `@${name}`;
    })
    .join("");
  return { text, mentions };
}

/** Characters as the API's schema counts them (zod's maxLength: UTF-16 units, so an emoji is two). */
export const contentLength = (content: string) => content.length;
