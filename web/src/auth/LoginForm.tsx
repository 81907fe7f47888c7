import { PublicSubmit } from "./PublicSubmit";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { authApi } from "../api/auth";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField } from "../forms/PasswordField";
import { applyServerIssues } from "../forms/serverIssues";
import { TextField } from "../forms/TextField";
import { errorText } from "../i18n/errorText";
import { translateCode } from "../i18n/translateMessage";
import { readStored } from "../session/storage";
import { formResolvers } from "./formResolvers";
import type { LoginFormOutput, LoginFormValues } from "./schemas";
import { useFinishLogin } from "./useFinishLogin";
import { useLoginNotice } from "./useLoginNotice";

interface LoginFormProps {
  /** The workspace login page (POST /api/loginPage): the account must belong to that company. */
  withWorkspace?: boolean;
  initialWorkspace?: string;
}

/** Login or email and password (rules-calls-errors-spec §5 Login and accounts). */
export function LoginForm({ withWorkspace = false, initialWorkspace }: LoginFormProps) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const notice = useLoginNotice();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: withWorkspace ? formResolvers.loginPage : formResolvers.login,
    defaultValues: {
      login: "",
      password: "",
      workspace: withWorkspace ? (initialWorkspace ?? readStored("workspace") ?? "") : "",
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = withWorkspace
        ? await authApi.loginPage(values)
        : await authApi.login({ login: values.login, password: values.password });
      finishLogin(result, withWorkspace ? values.workspace : undefined);
    } catch (error) {
      if (!applyServerIssues(error, ["login", "password", "workspace"], form.setError)) setFailure(error);
    }
  });

  const alert = failure ? errorText(t, failure) : notice ? translateCode(t, notice) : null;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("auth.login.title")}>
        {alert ? <FormAlert intent="danger">{alert}</FormAlert> : null}
        {withWorkspace ? (
          <TextField name="workspace" label={t("auth.login.workspace")} leftIcon="office" autoComplete="organization" />
        ) : null}
        <TextField name="login" label={t("auth.login.login")} leftIcon="person" autoComplete="username" autoFocus />
        <PasswordField name="password" label={t("auth.login.password")} />
        <PublicSubmit text={t("auth.login.submit")} icon="log-in" loading={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
