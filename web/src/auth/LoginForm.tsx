import { PublicSubmit } from "./PublicSubmit";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { lazy, Suspense, useState } from "react";
import type { TwoFactorStep } from "@intranet/contracts/auth";
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

/** The second step loads only when an answer asks for it: the login route's first load stays as it was. */
const SecondStep = lazy(() => import("./twoFactor/SecondStep"));

/** Login or email and password (rules-calls-errors-spec §5 Login and accounts); then the two-factor step if asked. */
export function LoginForm({ withWorkspace = false, initialWorkspace }: LoginFormProps) {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const notice = useLoginNotice();
  const [failure, setFailure] = useState<unknown>(null);
  const [secondStep, setSecondStep] = useState<{ step: TwoFactorStep; workspace?: string }>();
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
      const workspace = withWorkspace ? values.workspace : undefined;
      // Checked by shape: the contracts' helper would bring zod into the login route's first load.
      if ("twoFactor" in result) setSecondStep({ step: result, workspace });
      else finishLogin(result, workspace);
    } catch (error) {
      if (!applyServerIssues(error, ["login", "password", "workspace"], form.setError)) setFailure(error);
    }
  });

  const alert = failure ? errorText(t, failure) : notice ? translateCode(t, notice) : null;
  if (secondStep)
    return (
      <Suspense fallback={null}>
        <SecondStep
          step={secondStep.step}
          onSignedIn={(session) => finishLogin(session, secondStep.workspace)}
          onCancel={() => setSecondStep(undefined)}
        />
      </Suspense>
    );
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
