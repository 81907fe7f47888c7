import { Link } from "react-router-dom";
import { PublicSubmit } from "./PublicSubmit";
import { limits } from "@intranet/contracts/limits";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import type { z } from "zod";
import { authApi } from "../api/auth";
import { paths } from "../app/paths";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField } from "../forms/PasswordField";
import { applyServerIssues } from "../forms/serverIssues";
import { errorText } from "../i18n/errorText";
import { BackToLogin } from "./PublicLinks";
import { formResolvers } from "./formResolvers";
import type { resetPasswordForm } from "./schemas";

type Values = z.input<typeof resetPasswordForm>;

/**
 * /reset-password/{token}: a new password entered twice, equal, at least 6 characters
 * (POST /api/reset_password/{token}). Needs no session (the route guard's exception).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const [outcome, setOutcome] = useState<{ done: true } | { error: unknown } | null>(null);
  const form = useForm<Values, unknown, z.output<typeof resetPasswordForm>>({
    resolver: formResolvers.resetPassword,
    defaultValues: { password: "", confirm: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await authApi.resetPassword(token, values);
      setOutcome({ done: true });
    } catch (error) {
      if (!applyServerIssues(error, ["password", "confirm"], form.setError)) setOutcome({ error });
    }
  });

  if (outcome && "done" in outcome)
    return (
      <>
        <h1>{t("auth.reset.title")}</h1>
        <FormAlert intent="success">{t("auth.reset.done")}</FormAlert>
        <Link to={paths.login} className="bp6-button bp6-intent-primary bp6-large bp6-fill">
          <span className="bp6-button-text">{t("auth.toLogin")}</span>
        </Link>
      </>
    );

  return (
    <>
      <h1>{t("auth.reset.title")}</h1>
      <p className="public-hint bp6-text-muted">{t("auth.reset.hint", { min: limits.passwordMinLength })}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t("auth.reset.title")}>
          {outcome && "error" in outcome ? <FormAlert intent="danger">{errorText(t, outcome.error)}</FormAlert> : null}
          <PasswordField name="password" label={t("auth.reset.password")} autoComplete="new-password" autoFocus />
          <PasswordField name="confirm" label={t("auth.reset.confirm")} autoComplete="new-password" />
          <PublicSubmit text={t("auth.reset.submit")} loading={form.formState.isSubmitting} />
        </form>
      </FormProvider>
      <BackToLogin />
    </>
  );
}
