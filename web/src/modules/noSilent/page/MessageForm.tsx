import { Button, Callout } from "@blueprintjs/core";
import { reportLimits } from "@intranet/contracts/noSilent";
import { FormProvider, useForm } from "react-hook-form";
import { useState } from "react";
import { applyServerIssues } from "../../../forms/serverIssues";
import { errorText } from "../../../i18n/errorText";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { useNoSilentTranslation } from "../i18n";

interface Values {
  text: string;
}

/** A message in the report's channel (a recipient's, or the reporter's on the follow-up page or a named report). */
export function MessageForm({
  label,
  hint,
  submitText,
  sentText,
  send,
}: {
  label: string;
  hint: string;
  submitText: string;
  sentText: string;
  send: (text: string) => Promise<unknown>;
}) {
  const { t } = useNoSilentTranslation();
  const form = useForm<Values>({ defaultValues: { text: "" } });
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async ({ text }) => {
    setFailure(null);
    if (!text.trim()) return form.setError("text", { type: "required", message: "reports.text_required" });
    try {
      await send(text);
      form.reset({ text: "" });
      void showToast(sentText);
    } catch (error) {
      if (!applyServerIssues(error, ["text"], form.setError)) setFailure(error);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="no-silent-message-form" onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
        {failure ? (
          <Callout intent="danger" role="alert" className="no-silent-callout">
            {errorText(t, failure)}
          </Callout>
        ) : null}
        <TextAreaField name="text" label={label} maxLength={reportLimits.messageMax} rows={3} disabled={busy} />
        <div className="no-silent-actions">
          <Button type="submit" intent="primary" icon="send-message" loading={busy} text={submitText} />
          <span className="no-silent-muted">{hint}</span>
        </div>
      </form>
    </FormProvider>
  );
}
