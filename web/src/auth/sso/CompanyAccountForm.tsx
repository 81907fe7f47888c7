import { useEffect, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { formResolvers } from "../formResolvers";
import { PublicSubmit } from "../PublicSubmit";
import { startCompanySignIn } from "./companySignIn";
import { useSsoTranslation } from "./i18n";

interface Values {
  email: string;
}

/**
 * "Company account": the work e-mail finds the company's provider (POST /api/sso/discover) and
 * the browser goes there; without one, says so (the password form beside it stays).
 */
export default function CompanyAccountForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useSsoTranslation();
  // One field, a required e-mail: the password-recovery form's rule.
  const form = useForm<Values>({ resolver: formResolvers.forgotPassword, defaultValues: { email: "" } });
  const [failure, setFailure] = useState<unknown>(null);
  const [noSso, setNoSso] = useState(false);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const { setFocus } = form;
  // After the page's other autofocus (the password form below): coming from "company account", this field.
  useEffect(() => {
    if (autoFocus) setFocus("email");
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setNoSso(false);
    try {
      if ((await startCompanySignIn(email, setLeavingFor)) === "noSso") setNoSso(true);
    } catch (error) {
      setLeavingFor(null);
      if (!applyServerIssues(error, ["email"], form.setError)) setFailure(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form className="sso-form" onSubmit={submit} noValidate aria-label={t("entry.title")}>
        <h2 className="sso-title">{t("entry.title")}</h2>
        <p className="public-hint bp6-text-muted">{t("entry.hint")}</p>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        {noSso ? (
          <div className="form-alert bp6-callout bp6-intent-primary" role="status">
            {t("entry.noSso")}
          </div>
        ) : null}
        <TextField name="email" type="email" label={t("entry.email")} leftIcon="office" autoComplete="email" />
        {leavingFor ? (
          <p className="bp6-text-muted" role="status">
            {t("entry.redirecting", { name: leavingFor })}
          </p>
        ) : null}
        <PublicSubmit text={t("entry.submit")} icon="log-in" loading={form.formState.isSubmitting || !!leavingFor} />
      </form>
    </FormProvider>
  );
}
