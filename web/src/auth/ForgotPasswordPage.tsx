import { PublicSubmit } from "./PublicSubmit";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { authApi } from "../api/auth";
import { FormAlert } from "../forms/FormAlert";
import { applyServerIssues } from "../forms/serverIssues";
import { TextField } from "../forms/TextField";
import { errorText } from "../i18n/errorText";
import { BackToLogin } from "./PublicLinks";
import { formResolvers } from "./formResolvers";
import type { forgotPasswordForm } from "./schemas";

type Values = z.input<typeof forgotPasswordForm>;

/** /forgot-password/: mails a single-use link to set a new password (POST /api/forgot_password). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ sent: true } | { error: unknown } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof forgotPasswordForm>>({
    resolver: formResolvers.forgotPassword,
    defaultValues: { email: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await authApi.forgotPassword(values);
      setOutcome({ sent: true });
    } catch (error) {
      if (!applyServerIssues(error, ["email"], form.setError)) setOutcome({ error });
    }
  });

  return (
    <>
      <h1>{t("auth.forgot.title")}</h1>
      <p className="public-hint bp6-text-muted">{t("auth.forgot.hint")}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t("auth.forgot.title")}>
          {outcome && "sent" in outcome ? <FormAlert intent="success">{t("auth.forgot.sent")}</FormAlert> : null}
          {outcome && "error" in outcome ? <FormAlert intent="danger">{errorText(t, outcome.error)}</FormAlert> : null}
          <TextField
            name="email"
            type="email"
            label={t("auth.forgot.email")}
            leftIcon="envelope"
            autoComplete="email"
            autoFocus
          />
          <PublicSubmit text={t("auth.forgot.submit")} loading={form.formState.isSubmitting} />
        </form>
      </FormProvider>
      <BackToLogin />
    </>
  );
}
