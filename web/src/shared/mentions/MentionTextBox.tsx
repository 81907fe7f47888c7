import type { TextareaHTMLAttributes } from "react";
import type { useMentionTyping } from "./useMentionTyping";

interface MentionTextBoxProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange"> {
  mention: ReturnType<typeof useMentionTyping>;
  /** The box's own class (its size and place), after Blueprint's input classes. */
  className: string;
  label: string;
  invalid?: boolean;
}

/** The textarea of a box with mentions: the mention typing's props, Blueprint's look, the invalid state. */
export function MentionTextBox({ mention, className, label, invalid, ...rest }: MentionTextBoxProps) {
  return (
    <textarea
      {...mention.textarea}
      {...rest}
      className={`bp6-input bp6-fill ${className}${invalid ? " bp6-intent-danger" : ""}`}
      aria-label={label}
      aria-invalid={invalid || undefined}
    />
  );
}
