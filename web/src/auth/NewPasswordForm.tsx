import { limits } from "@intranet/contracts/limits";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { authApi } from "../api/auth";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField } from "../forms/PasswordField";
import { applyServerIssues } from "../forms/serverIssues";
import { errorText } from "../i18n/errorText";
import { formResolvers } from "./formResolvers";
import { PublicSubmit } from "./PublicSubmit";
import type { resetPasswordForm } from "./schemas";

type Values = z.input<typeof resetPasswordForm>;

/**
 * A new password entered twice, equal, at least 6 characters, set with a link's token
 * (POST /api/reset_password/{token}, single use): the reset page's and the invitation's form.
 */
export function NewPasswordForm({ token, title, onDone }: { token: string; title: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordForm>>({
    resolver: formResolvers.resetPassword,
    defaultValues: { password: "", confirm: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await authApi.resetPassword(token, values);
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, ["password", "confirm"], form.setError)) setFailure(error);
    }
  });
  return (
    <>
      <p className="public-hint bp6-text-muted">{t("auth.reset.hint", { min: limits.passwordMinLength })}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={title}>
          {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
          <PasswordField name="password" label={t("auth.reset.password")} autoComplete="new-password" autoFocus />
          <PasswordField name="confirm" label={t("auth.reset.confirm")} autoComplete="new-password" />
          <PublicSubmit text={t("auth.reset.submit")} loading={form.formState.isSubmitting} />
        </form>
      </FormProvider>
    </>
  );
}
