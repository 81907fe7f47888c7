import { Button } from "@blueprintjs/core";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { usersApi } from "../../api/users";
import { FormAlert } from "../../forms/FormAlert";
import { PasswordField } from "../../forms/PasswordField";
import { applyServerIssues } from "../../forms/serverIssues";
import { errorText } from "../../i18n/errorText";
import { passwordResolver, type PasswordValues } from "./schemas";
import { useProfileTranslation } from "./i18n";

const empty: PasswordValues = { old_password: "", password: "", confirm: "" };

/** Own password change with the old one (POST /api/reset_password_hard). */
export function PasswordForm() {
  const { t } = useProfileTranslation();
  const [result, setResult] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const form = useForm({ resolver: passwordResolver, defaultValues: empty });
  const submit = form.handleSubmit(async (body) => {
    setResult(null);
    try {
      await usersApi.changePassword(body);
      form.reset(empty);
      setResult({ ok: true });
    } catch (error) {
      if (!applyServerIssues(error, ["old_password", "password", "confirm"], form.setError))
        setResult({ ok: false, error });
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("password")}>
        <fieldset className="rights-editor">
          <legend>{t("password")}</legend>
          {result?.ok ? <FormAlert intent="success">{t("passwordChanged")}</FormAlert> : null}
          {result && !result.ok ? <FormAlert intent="danger">{errorText(t, result.error)}</FormAlert> : null}
          <div className="cabinet-form-grid">
            <PasswordField name="old_password" label={t("oldPassword")} />
            <PasswordField name="password" label={t("newPassword")} autoComplete="new-password" />
            <PasswordField name="confirm" label={t("confirm")} autoComplete="new-password" />
          </div>
          <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t("ui:common.save")} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
