import { chatLimits } from "@intranet/contracts/chat";

/**
 * Mentions in a message's plain text are written `<@userId>` (the SPA shows "@First Last"); only
 * the room's members count (others stay plain text, as in Slack), the first `mentionsMax` of them
 * (each is a write to that member's mention set).
 */
const MENTION = /<@([A-Za-z0-9_-]{1,64})>/g;
/** A mention cut in two at an excerpt's end. */
const CUT_MENTION = /<@[A-Za-z0-9_-]{0,64}$/;

export function mentionedIds(content: string, memberIds: ReadonlySet<string>, senderId: string): string[] {
  const found = new Set<string>();
  for (const match of content.matchAll(MENTION)) {
    const userId = match[1]!;
    if (userId !== senderId && memberIds.has(userId)) found.add(userId);
  }
  return [...found].slice(0, chatLimits.mentionsMax);
}

/** Every user id written as a mention in the text, once each (members or not). */
export const mentionTokenIds = (content: string): string[] => [
  ...new Set([...content.matchAll(MENTION)].map((match) => match[1]!)),
];

/**
 * The text's start for the room list or a reply quote: whitespace folded, mentions KEPT as
 * `<@userId>` (never cut in two), so whoever shows it writes each name in the reader's language
 * order — the SPA does (messageText.ts plainMessage).
 */
export function excerptOf(content: string, max = 120): string {
  const plain = content.replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max - 1).replace(CUT_MENTION, "")}…` : plain;
}

/** The text with each mention as "@Name" (`nameOf` gives the name as its reader writes it). */
export const withNames = (text: string, nameOf: (userId: string) => string | undefined): string =>
  text.replace(MENTION, (_whole, userId: string) => `@${nameOf(userId) ?? ""}`);
