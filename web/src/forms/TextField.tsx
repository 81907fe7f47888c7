import type { IconName } from "@blueprintjs/icons";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { get, useFormContext, useWatch, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../i18n/translateMessage";
import { SvgIcon } from "../ui/bp/SvgIcon";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "defaultValue"> {
  name: string;
  label: string;
  leftIcon?: IconName;
  rightElement?: ReactNode;
  /** Limits the input and shows a remaining-character counter (rules-calls-errors-spec §5 Generic input). */
  maxLength?: number;
}

/**
 * One labelled text input bound to the surrounding react-hook-form, with its localised error.
 * Blueprint's form group and input group through their CSS API (no Blueprint JS on the public screens).
 */
export function TextField({
  name,
  label,
  leftIcon,
  rightElement,
  maxLength,
  className,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { register, control, formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  // The form's default as the fallback: a form that unregisters fields (shouldUnregister) and opens
  // in a dialog registers this one after it mounted, and the watch would otherwise start empty
  // ("100 characters left" beside a filled name).
  const value = useWatch({
    control,
    name,
    disabled: maxLength === undefined,
    defaultValue: get(formState.defaultValues, name) as unknown,
  }) as string | undefined;
  const errorText = error?.message ? translateMessage(t, error.message) : undefined;
  const counter =
    maxLength === undefined ? undefined : t("validation.remaining", { count: maxLength - (value ?? "").length });
  const helper = errorText ?? counter;
  const intent = errorText ? " bp6-intent-danger" : "";

  return (
    <div className={`bp6-form-group${intent}`}>
      <label className="bp6-label" htmlFor={id}>
        {label}
      </label>
      <div className="bp6-form-content">
        <div className={`bp6-input-group${intent}`}>
          {leftIcon ? <SvgIcon name={leftIcon} /> : null}
          <input
            {...inputProps}
            {...register(name)}
            id={id}
            maxLength={maxLength}
            className={`bp6-input${className ? ` ${className}` : ""}`}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={helper ? `${id}-helper` : undefined}
          />
          {rightElement ? <span className="bp6-input-action">{rightElement}</span> : null}
        </div>
        {helper ? (
          <div className="bp6-form-helper-text" id={`${id}-helper`} role={errorText ? "alert" : undefined}>
            {helper}
          </div>
        ) : null}
      </div>
    </div>
  );
}
