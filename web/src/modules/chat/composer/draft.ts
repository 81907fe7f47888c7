import { messageParts } from "../messages/messageText";

/** A person mentioned in the text being written, shown there as "@" + their name. */
export interface DraftMention {
  id: string;
  name: string;
}

export interface Draft {
  text: string;
  mentions: DraftMention[];
}

export const emptyDraft: Draft = { text: "", mentions: [] };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text the API takes: each "@Name" still in the text becomes `<@userId>` (longest names first). */
export function toContent(draft: Draft): string {
  const byLength = [...draft.mentions].sort((a, b) => b.name.length - a.name.length);
  let text = draft.text;
  for (const mention of byLength)
    text = text.replace(new RegExp(`@${escapeRegExp(mention.name)}`, "g"), `<@${mention.id}>`);
  return text.trim();
}

/** A sent message back into a draft, for editing: `<@userId>` shown as "@Name" again. */
export function fromContent(content: string, nameOf: (userId: string) => string): Draft {
  const mentions: DraftMention[] = [];
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

/** The "@word" being typed right before the caret (what the mention search looks for), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Puts "@Name " in place of the "@word" being typed; answers the new draft and caret. */
export function insertMention(draft: Draft, at: { start: number; end: number }, person: DraftMention) {
  const inserted = `@${person.name} `;
  const text = `${draft.text.slice(0, at.start)}${inserted}${draft.text.slice(at.end)}`;
  const mentions = draft.mentions.some((mention) => mention.id === person.id)
    ? draft.mentions
    : [...draft.mentions, person];
  return { draft: { text, mentions }, caret: at.start + inserted.length };
}

/** Characters as the API's schema counts them (zod's maxLength: UTF-16 units, so an emoji is two). */
export const contentLength = (content: string) => content.length;
