import { safeHref } from "../../../shared/richText/safeLink";

/** A piece of a message's plain text: words, a mention (`<@userId>`), or a link. */
export type TextPart =
  { kind: "text"; text: string } | { kind: "mention"; userId: string } | { kind: "link"; text: string; href: string };

const MENTION_OR_LINK = /<@([^>\s]{1,64})>|\b(?:https?:\/\/|mailto:)[^\s<>"']+/gi;
/** Punctuation that ends a sentence after a link is not part of it. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A message's text as parts: mentions are written `<@userId>` (the server lists their ids), links
 * are http, https or mailto only (anything else stays text, so a `javascript:` link never becomes
 * one). Line breaks stay in the text (the view keeps them).
 */
export function messageParts(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === "text") last.text += text;
    else parts.push({ kind: "text", text });
  };
  for (const match of content.matchAll(MENTION_OR_LINK)) {
    pushText(content.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[1]) {
      parts.push({ kind: "mention", userId: match[1] });
      continue;
    }
    const text = match[0].replace(TRAILING, "");
    at = match.index + text.length;
    const href = safeHref(text);
    if (href) parts.push({ kind: "link", text, href });
    else pushText(text);
  }
  pushText(content.slice(at));
  return parts;
}

/** The text with mentions as "@Name" (list excerpts, reply quotes, the text being edited). */
export function plainMessage(content: string, nameOf: (userId: string) => string): string {
  return messageParts(content)
    .map((part) => (part.kind === "mention" ? `@${nameOf(part.userId)}` : part.text))
    .join("");
}
