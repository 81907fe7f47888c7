import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { TextField } from "../../forms/TextField";
import { errorText } from "../../i18n/errorText";
import { PublicSubmit } from "../PublicSubmit";
import { useTwoFactorTranslation } from "./i18n";

interface CodeFormProps {
  label: string;
  submitText: string;
  /** A recovery code (letters, a dash) rather than the app's 6 digits. */
  recovery?: boolean;
  onCode: (code: string) => Promise<void>;
}

/** One code field and its button: the sign-in step, enrolment's confirmation. */
export function CodeForm({ label, submitText, recovery = false, onCode }: CodeFormProps) {
  const { t } = useTwoFactorTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: "" } });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await onCode(code.replace(/\s/g, ""));
    } catch (error) {
      if (!applyServerIssues(error, ["code"], form.setError)) setFailure(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("step.title")}>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        <TextField
          key={recovery ? "recovery" : "app"}
          name="code"
          label={label}
          leftIcon={recovery ? "key" : "mobile-phone"}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          spellCheck={false}
          autoFocus
        />
        <PublicSubmit text={submitText} loading={form.formState.isSubmitting} />
      </form>
    </FormProvider>
  );
}
