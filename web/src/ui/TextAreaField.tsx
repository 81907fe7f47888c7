import { useId, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { get, useFormContext, useWatch, type FieldError } from "react-hook-form";
import { translateMessage } from "../i18n/translateMessage";
import "./textarea.css";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "value"> {
  name: string;
  label: string;
  maxLength: number;
}

/**
 * A labelled text area bound to the surrounding react-hook-form form, with its error (a catalogue
 * code, translated) or the characters left under it.
 */
export function TextAreaField({ name, label, maxLength, className, ...props }: TextAreaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = useFormContext();
  const value = useWatch({ control, name }) as string | undefined;
  const error = get(formState.errors, name) as FieldError | undefined;
  const message = error?.message ? translateMessage(t, error.message) : undefined;
  return (
    <div className={`bp6-form-group${message ? " bp6-intent-danger" : ""}`}>
      <label className="bp6-label" htmlFor={id}>
        {label}
      </label>
      <div className="bp6-form-content">
        <textarea
          {...props}
          {...register(name)}
          id={id}
          maxLength={maxLength}
          className={`bp6-input bp6-fill ui-textarea${className ? ` ${className}` : ""}${message ? " bp6-intent-danger" : ""}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-helper`}
        />
        <div className="bp6-form-helper-text" id={`${id}-helper`} role={message ? "alert" : undefined}>
          {message ?? t("validation.remaining", { count: maxLength - (value ?? "").length })}
        </div>
      </div>
    </div>
  );
}
