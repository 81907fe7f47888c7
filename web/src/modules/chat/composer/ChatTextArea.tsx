import type { UserView } from "@intranet/contracts";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { MentionSuggestions } from "../../../shared/mentions/MentionSuggestions";
import { useMentionSearch } from "../../../shared/mentions/useMentionSearch";
import { usePersonName } from "../../../shared/usePersonName";
import { insertMention, mentionAt, type Draft } from "./draft";

interface ChatTextAreaProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  label: string;
  placeholder: string;
  invalid: boolean;
  /** Enter without Shift (Shift+Enter is a new line). */
  onSubmit: () => void;
  onEscape?: () => void;
}

/**
 * The composer's text box: plain text, Enter sends and Shift+Enter breaks the line; "@" and two
 * letters of a name offer colleagues (the shared mention search), and the pick goes in as "@Name".
 */
export function ChatTextArea({ draft, onChange, label, placeholder, invalid, onSubmit, onEscape }: ChatTextAreaProps) {
  const name = usePersonName();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = caret === null ? null : mentionAt(draft.text, caret);
  const search = useMentionSearch(typing?.query ?? null);
  const choosing = !!typing && search.people.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(pendingCaret, pendingCaret);
    setCaret(pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  // The box grows with its text, up to a third of the screen (then it scrolls).
  useLayoutEffect(() => {
    const box = area.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, window.innerHeight / 3)}px`;
  }, [draft.text]);

  const pick = (person: UserView) => {
    if (!typing || caret === null) return;
    const next = insertMention(draft, { start: typing.start, end: caret }, { id: person._id, name: name(person) });
    onChange(next.draft);
    setPendingCaret(next.caret);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (choosing && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + search.people.length) % search.people.length);
    } else if (choosing && (event.key === "Enter" || event.key === "Tab")) {
      event.preventDefault();
      pick(search.people[Math.min(active, search.people.length - 1)]!);
    } else if (event.key === "Escape") {
      if (typing) setCaret(null);
      else onEscape?.();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  const track = () => setCaret(area.current?.selectionStart ?? null);
  return (
    <div className="chat-textbox">
      {typing ? (
        <div className="chat-mention-popup">
          <MentionSuggestions
            id={listId}
            tooShort={search.tooShort}
            loading={search.loading}
            people={search.people}
            active={active}
            onPick={pick}
          />
        </div>
      ) : null}
      <textarea
        ref={area}
        className={`bp6-input bp6-fill chat-textarea${invalid ? " bp6-intent-danger" : ""}`}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-controls={choosing ? listId : undefined}
        placeholder={placeholder}
        rows={1}
        value={draft.text}
        onChange={(event) => {
          onChange({ ...draft, text: event.target.value });
          setCaret(event.target.selectionStart);
          setActive(0);
        }}
        onSelect={track}
        onClick={track}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setCaret(null), 150)}
      />
    </div>
  );
}
