import { Button, ButtonGroup } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { insertMention, mentionQueryAt, type Draft } from "./draft";
import { MentionSuggestions } from "../../../shared/mentions/MentionSuggestions";
import { useMentionSearch } from "../../../shared/mentions/useMentionSearch";
import { useWallTranslation } from "../i18n";
import { usePersonName } from "../../../shared/usePersonName";

interface MentionTextAreaProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  label: string;
  placeholder?: string;
  rows?: number;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Bold, italic and list buttons (the composer); the mention button is always there. */
  formatting?: boolean;
  invalid?: boolean;
  /** Ctrl+Enter / Cmd+Enter. */
  onSubmit?: () => void;
}

/**
 * The wall's text box (composer and comments): plain text with a few marks, and mentions — type
 * "@" and at least 2 letters of a name, pick the person, and "@Full Name" goes into the text.
 */
export function MentionTextArea({
  draft,
  onChange,
  label,
  placeholder,
  rows = 3,
  autoFocus,
  disabled,
  formatting,
  invalid,
  onSubmit,
}: MentionTextAreaProps) {
  const { t } = useWallTranslation();
  const name = usePersonName();
  const listId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const typing = caret === null ? null : mentionQueryAt(draft.text, caret);
  const search = useMentionSearch(typing?.query ?? null);

  useLayoutEffect(() => {
    if (pendingCaret === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(pendingCaret, pendingCaret);
    setCaret(pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const track = () => setCaret(area.current?.selectionStart ?? null);

  const pick = (person: UserView) => {
    if (!typing || caret === null) return;
    const next = insertMention(draft, { start: typing.start, end: caret }, { id: person._id, name: name(person) });
    onChange(next.draft);
    setPendingCaret(next.caret);
    setActive(0);
  };

  /** Wraps the selection in marks (or inserts them at the caret). */
  const wrap = (before: string, after = "") => {
    const box = area.current;
    const start = box?.selectionStart ?? draft.text.length;
    const end = box?.selectionEnd ?? start;
    const text = `${draft.text.slice(0, start)}${before}${draft.text.slice(start, end)}${after}${draft.text.slice(end)}`;
    onChange({ ...draft, text });
    setPendingCaret(end + before.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSubmit && event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    if (!typing || !search.people.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + search.people.length) % search.people.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      pick(search.people[Math.min(active, search.people.length - 1)]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setCaret(null);
    }
  };

  return (
    <div className="wall-textbox">
      <textarea
        ref={area}
        className={`bp6-input bp6-fill wall-textarea${invalid ? " bp6-intent-danger" : ""}`}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-controls={typing && search.people.length ? listId : undefined}
        placeholder={placeholder}
        rows={rows}
        autoFocus={autoFocus}
        disabled={disabled}
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
      {typing ? (
        <MentionSuggestions
          id={listId}
          tooShort={search.tooShort}
          loading={search.loading}
          people={search.people}
          active={active}
          onPick={pick}
        />
      ) : null}
      <ButtonGroup variant="minimal" size="small" className="wall-textbox-tools">
        {formatting ? (
          <>
            <Button
              icon="bold"
              aria-label={t("composer.bold")}
              title={t("composer.bold")}
              onClick={() => wrap("**", "**")}
              disabled={disabled}
            />
            <Button
              icon="italic"
              aria-label={t("composer.italic")}
              title={t("composer.italic")}
              onClick={() => wrap("*", "*")}
              disabled={disabled}
            />
            <Button
              icon="properties"
              aria-label={t("composer.list")}
              title={t("composer.list")}
              onClick={() => wrap("\n- ")}
              disabled={disabled}
            />
          </>
        ) : null}
        <Button
          icon="at"
          aria-label={t("composer.mention")}
          title={t("composer.mention")}
          onClick={() =>
            wrap(draft.text && !/\s$/.test(draft.text.slice(0, area.current?.selectionStart ?? 0)) ? " @" : "@")
          }
          disabled={disabled}
        />
      </ButtonGroup>
    </div>
  );
}
