import type { UserView } from "@intranet/contracts";
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { usePersonName } from "../usePersonName";
import type { MentionSuggestionsProps } from "./MentionSuggestions";
import { insertMention, mentionQueryAt, type MentionDraft } from "./mentionDraft";
import { useMentionSearch } from "./useMentionSearch";

/**
 * Mentions typed into a plain textarea (the wall's and the chat's boxes): follows the caret, finds
 * the "@word" before it, searches people (the shared search), moves through them with the arrows
 * and writes the pick into the draft as "@Name ". The box spreads `textarea` on its <textarea>,
 * shows `MentionSuggestions` with `suggestions` while they are non-null, and calls `listKey` first
 * in its key handler (its own keys — submit, Escape to cancel — after it). `excludeIds`: people the
 * box must not offer because the server would refuse them (a thanks post's author).
 */
export function useMentionTyping(
  draft: MentionDraft,
  onChange: (draft: MentionDraft) => void,
  excludeIds: readonly string[] = [],
) {
  const name = usePersonName();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  // A caret to set once the new text is rendered (after a pick or an inserted mark).
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = caret === null ? null : mentionQueryAt(draft.text, caret);
  const found = useMentionSearch(typing?.query ?? null);
  const search = { ...found, people: found.people.filter((person) => !excludeIds.includes(person._id)) };
  const choosing = !!typing && search.people.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(pendingCaret, pendingCaret);
    setCaret(pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const pick = (person: UserView) => {
    if (!typing || caret === null) return;
    const next = insertMention(draft, { start: typing.start, end: caret }, { id: person._id, name: name(person) });
    onChange(next.draft);
    setPendingCaret(next.caret);
    setActive(0);
  };

  /** The suggestion list's keys: arrows move, Enter or Tab picks, Escape closes. True when the key was the list's. */
  const listKey = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (choosing && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + search.people.length) % search.people.length);
    } else if (choosing && (event.key === "Enter" || event.key === "Tab")) {
      pick(search.people[Math.min(active, search.people.length - 1)]!);
    } else if (typing && event.key === "Escape") {
      setCaret(null);
    } else return false;
    event.preventDefault();
    return true;
  };

  const track = () => setCaret(area.current?.selectionStart ?? null);
  const suggestions: MentionSuggestionsProps | null = typing
    ? { id: listId, tooShort: search.tooShort, loading: search.loading, people: search.people, active, onPick: pick }
    : null;

  return {
    /** Props for the <textarea>. */
    textarea: {
      ref: area,
      value: draft.text,
      "aria-controls": choosing ? listId : undefined,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        onChange({ ...draft, text: event.target.value });
        setCaret(event.target.selectionStart);
        setActive(0);
      },
      onSelect: track,
      onClick: track,
      // Later than a click on a suggestion, which picks first.
      onBlur: () => setTimeout(() => setCaret(null), 150),
    },
    suggestions,
    listKey,
    /** Puts the caret there (and the focus in the box) once the text given to onChange is rendered. */
    placeCaret: setPendingCaret,
  };
}
