import { useLayoutEffect, type KeyboardEvent } from "react";
import { MentionSuggestions } from "../../../shared/mentions/MentionSuggestions";
import type { MentionDraft } from "../../../shared/mentions/mentionDraft";
import { MentionTextBox } from "../../../shared/mentions/MentionTextBox";
import { useMentionTyping } from "../../../shared/mentions/useMentionTyping";

interface ChatTextAreaProps {
  draft: MentionDraft;
  onChange: (draft: MentionDraft) => void;
  label: string;
  placeholder: string;
  invalid: boolean;
  /** Enter without Shift (Shift+Enter is a new line). */
  onSubmit: () => void;
  onEscape?: () => void;
}

/**
 * The composer's text box: plain text, Enter sends and Shift+Enter breaks the line; "@" and two
 * letters of a name offer colleagues (the shared mention typing), and the pick goes in as "@Name".
 */
export function ChatTextArea({ draft, onChange, label, placeholder, invalid, onSubmit, onEscape }: ChatTextAreaProps) {
  const mention = useMentionTyping(draft, onChange);
  const area = mention.textarea.ref;

  // The box grows with its text, up to a third of the screen (then it scrolls).
  useLayoutEffect(() => {
    const box = area.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, window.innerHeight / 3)}px`;
  }, [area, draft.text]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.listKey(event)) return;
    if (event.key === "Escape") onEscape?.();
    else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="chat-textbox">
      {mention.suggestions ? (
        <div className="chat-mention-popup">
          <MentionSuggestions {...mention.suggestions} />
        </div>
      ) : null}
      <MentionTextBox
        mention={mention}
        className="chat-textarea"
        label={label}
        invalid={invalid}
        placeholder={placeholder}
        rows={1}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
