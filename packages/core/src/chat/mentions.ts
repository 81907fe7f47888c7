import { chatLimits } from "@intranet/contracts/chat";

/**
 * Mentions in a message's plain text are written `<@userId>` (the SPA shows "@First Last"); only
 * the room's members count (others stay plain text, as in Slack), the first `mentionsMax` of them
 * (each is a write to that member's mention set).
 */
const MENTION = /<@([A-Za-z0-9_-]{1,64})>/g;

export function mentionedIds(content: string, memberIds: ReadonlySet<string>, senderId: string): string[] {
  const found = new Set<string>();
  for (const match of content.matchAll(MENTION)) {
    const userId = match[1]!;
    if (userId !== senderId && memberIds.has(userId)) found.add(userId);
  }
  return [...found].slice(0, chatLimits.mentionsMax);
}

/** The text's start for a list or a reply quote: mentions as "@", whitespace folded. */
export function excerptOf(content: string, max = 120): string {
  const plain = content.replace(MENTION, "@").replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
