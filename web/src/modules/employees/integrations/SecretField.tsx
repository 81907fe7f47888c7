import { Button, Tag } from "@blueprintjs/core";
import { useId } from "react";
import { useFormContext } from "react-hook-form";
import { PasswordField } from "../../../forms/PasswordField";
import { useEmployeesTranslation } from "../i18n";

interface SecretFieldProps {
  /** The form's field (`hrm.password`): empty or absent keeps the stored secret. */
  name: string;
  label: string;
  /** A secret is stored: it shows as "Set" (never its value) with a button to replace it. */
  stored: boolean;
  /** What the API shows of it, if anything (a bot token's id: `123456:••••`). */
  storedText?: string;
  replacing: boolean;
  onReplacing: (replacing: boolean) => void;
}

/** A write-only secret (a password, an API key, a token): the browser never gets it back. */
export function SecretField({ name, label, stored, storedText, replacing, onReplacing }: SecretFieldProps) {
  const { t } = useEmployeesTranslation();
  const { setValue, clearErrors } = useFormContext();
  const labelId = useId();
  if (stored && !replacing)
    return (
      <div className="bp6-form-group" role="group" aria-labelledby={labelId}>
        <span className="bp6-label" id={labelId}>
          {label}
        </span>
        <div className="cabinet-secret">
          <Tag intent="success" minimal icon="lock">
            {t("integrations.secretSet")}
          </Tag>
          {storedText ? <code className="cabinet-secret-mask">{storedText}</code> : null}
          <Button
            size="small"
            variant="outlined"
            text={t("integrations.replace")}
            aria-label={`${t("integrations.replace")}: ${label}`}
            onClick={() => onReplacing(true)}
          />
        </div>
      </div>
    );
  return (
    <div className="cabinet-secret-input">
      <PasswordField name={name} label={label} autoComplete="new-password" />
      {stored ? (
        <Button
          size="small"
          variant="minimal"
          text={t("integrations.keep")}
          onClick={() => {
            setValue(name, "");
            clearErrors(name);
            onReplacing(false);
          }}
        />
      ) : null}
    </div>
  );
}
