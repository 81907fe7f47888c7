/**
 * Text being written with mentions in it, as the wall's and the chat's text boxes hold it: each
 * mentioned person shows in the text as "@" + name. Each module turns the draft into what its API
 * takes (the wall: `span[data-mention]` HTML, the chat: `<@userId>`).
 */

/** A person mentioned in a draft: shown in the text as "@" + name. */
export interface Mention {
  id: string;
  name: string;
}

export interface MentionDraft {
  text: string;
  mentions: Mention[];
}

export const emptyDraft: MentionDraft = { text: "", mentions: [] };

/** The "@word" being typed right before the caret (what the mention search looks for), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/**
 * Puts "@Full Name " in place of the "@word" being typed; returns the new draft and caret. The same
 * person under another name (renamed since the draft was opened) is kept twice: both names stay mentions.
 */
export function insertMention(
  draft: MentionDraft,
  at: { start: number; end: number },
  person: Mention,
): { draft: MentionDraft; caret: number } {
  const inserted = `@${person.name} `;
  const text = `${draft.text.slice(0, at.start)}${inserted}${draft.text.slice(at.end)}`;
  const mentions = draft.mentions.some((mention) => mention.id === person.id && mention.name === person.name)
    ? draft.mentions
    : [...draft.mentions, person];
  return { draft: { text, mentions }, caret: at.start + inserted.length };
}
