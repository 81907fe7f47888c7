import { Button, ButtonGroup } from "@blueprintjs/core";
import type { KeyboardEvent } from "react";
import { MentionSuggestions } from "../../../shared/mentions/MentionSuggestions";
import { MentionTextBox } from "../../../shared/mentions/MentionTextBox";
import { useMentionTyping } from "../../../shared/mentions/useMentionTyping";
import { useWallTranslation } from "../i18n";
import type { Draft } from "./draft";

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
  /** People not to offer (the server would refuse them: a thanks post's author). */
  excludeIds?: readonly string[];
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
  excludeIds,
}: MentionTextAreaProps) {
  const { t } = useWallTranslation();
  const mention = useMentionTyping(draft, onChange, excludeIds);
  const area = mention.textarea.ref;

  /** Wraps the selection in marks (or inserts them at the caret). */
  const wrap = (before: string, after = "") => {
    const box = area.current;
    const start = box?.selectionStart ?? draft.text.length;
    const end = box?.selectionEnd ?? start;
    const text = `${draft.text.slice(0, start)}${before}${draft.text.slice(start, end)}${after}${draft.text.slice(end)}`;
    onChange({ ...draft, text });
    mention.placeCaret(end + before.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onSubmit && event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
      return;
    }
    mention.listKey(event);
  };

  return (
    <div className="wall-textbox">
      <MentionTextBox
        mention={mention}
        className="wall-textarea"
        label={label}
        invalid={invalid}
        placeholder={placeholder}
        rows={rows}
        autoFocus={autoFocus}
        disabled={disabled}
        onKeyDown={onKeyDown}
      />
      {mention.suggestions ? <MentionSuggestions {...mention.suggestions} /> : null}
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
