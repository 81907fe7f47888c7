import type { FollowUpView } from "@intranet/contracts/noSilent";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { isApiError } from "../../../api/errors";
import { FormAlert } from "../../../forms/FormAlert";
import { PasswordField } from "../../../forms/PasswordField";
import { errorText } from "../../../i18n/errorText";
import { Button } from "../../../ui/bp/Button";
import { noSilentApi } from "../api";
import { useNoSilentTranslation } from "../i18n";

/**
 * The follow-up code, typed or pasted like a password (hidden, not remembered by the browser); it
 * stays in this page's memory only. A wrong code gets the catalogue's message at the field.
 */
export function CodeForm({ onOpen }: { onOpen: (code: string, view: FollowUpView) => void }) {
  const { t } = useNoSilentTranslation();
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    const typed = code.trim();
    if (!typed) return form.setError("code", { type: "required", message: "validation.required" });
    try {
      onOpen(typed, await noSilentApi.followUp(typed));
    } catch (error) {
      if (isApiError(error) && error.code === "reports.code_not_found")
        form.setError("code", { type: "server", message: error.code }, { shouldFocus: true });
      else setFailure(error);
    }
  });
  return (
    <>
      <h1>{t("followUp.title")}</h1>
      <p className="public-hint bp6-text-muted">{t("followUp.hint")}</p>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("followUp.title")}>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <PasswordField
            name="code"
            label={t("followUp.code")}
            leftIcon="key"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            className="no-silent-code"
          />
          <div className="public-actions">
            <Button
              type="submit"
              intent="primary"
              size="large"
              fill
              loading={form.formState.isSubmitting}
              text={t("followUp.open")}
            />
          </div>
        </form>
      </FormProvider>
    </>
  );
}
