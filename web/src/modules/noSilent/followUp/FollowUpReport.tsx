import { reportLimits, type FollowUpView } from "@intranet/contracts/noSilent";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "../../../forms/FormAlert";
import { errorText } from "../../../i18n/errorText";
import { useDays } from "../../../shared/useDateTime";
import { Button } from "../../../ui/bp/Button";
import { TextAreaField } from "../../../ui/TextAreaField";
import { noSilentApi } from "../api";
import { useNoSilentTranslation } from "../i18n";
import { ReportBody } from "../parts/ReportBody";
import { StatusHistory } from "../parts/StatusHistory";
import { StatusTag } from "../parts/StatusTag";
import { Thread } from "../parts/Thread";

/**
 * The report as its anonymous reporter reads it with the code: status and history with the
 * recipients' comments, the messages (nobody of the company named, days only), the files by their
 * short-lived links, and a message to add.
 */
export function FollowUpReport({
  code,
  view,
  onChange,
  onLeave,
}: {
  code: string;
  view: FollowUpView;
  onChange: (view: FollowUpView) => void;
  onLeave: () => void;
}) {
  const { t } = useNoSilentTranslation();
  const days = useDays();
  const messages = view.messages.map((message) => ({
    who: message.from === "reporter" ? t("followUp.you") : t("followUp.recipients"),
    when: days.date(message.day),
    text: message.text,
    reporter: message.from === "reporter",
  }));
  return (
    <article className="no-silent-follow-up" aria-labelledby="no-silent-follow-up-title">
      <div className="no-silent-report-header">
        <h1 id="no-silent-follow-up-title">{t("followUp.heading", { day: days.date(view.day) })}</h1>
        <StatusTag status={view.status} />
      </div>
      <ReportBody
        id="no-silent-follow-up"
        description={view.description}
        files={view.files}
        link={(file) => noSilentApi.followUpFile(code, file)}
      />
      <section aria-labelledby="no-silent-follow-up-history">
        <h2 id="no-silent-follow-up-history" className="no-silent-section-title">
          {t("report.history")}
        </h2>
        <StatusHistory statuses={view.statuses} />
      </section>
      <section aria-labelledby="no-silent-follow-up-messages">
        <h2 id="no-silent-follow-up-messages" className="no-silent-section-title">
          {t("report.messages")}
        </h2>
        <Thread messages={messages} />
        <FollowUpMessage code={code} onChange={onChange} />
      </section>
      <div className="no-silent-follow-up-leave">
        <Button icon="key" text={t("followUp.other")} onClick={onLeave} />
      </div>
    </article>
  );
}

/** The reporter's message, still anonymous (POST follow_up/message with the code). */
function FollowUpMessage({ code, onChange }: { code: string; onChange: (view: FollowUpView) => void }) {
  const { t } = useNoSilentTranslation();
  const form = useForm<{ text: string }>({ defaultValues: { text: "" } });
  const [outcome, setOutcome] = useState<{ sent: true } | { error: unknown } | null>(null);
  const submit = form.handleSubmit(async ({ text }) => {
    setOutcome(null);
    if (!text.trim()) return form.setError("text", { type: "required", message: "reports.text_required" });
    try {
      onChange(await noSilentApi.followUpMessage(code, text.trim()));
      form.reset({ text: "" });
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ error });
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className="no-silent-message-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t("followUp.write")}
      >
        {outcome && "sent" in outcome ? <FormAlert intent="success">{t("followUp.sent")}</FormAlert> : null}
        {outcome && "error" in outcome ? <FormAlert intent="danger">{errorText(t, outcome.error)}</FormAlert> : null}
        <TextAreaField name="text" label={t("followUp.write")} maxLength={reportLimits.messageMax} rows={3} />
        <p className="bp6-text-muted no-silent-hint">{t("followUp.writeHint")}</p>
        <Button type="submit" intent="primary" loading={form.formState.isSubmitting} text={t("followUp.send")} />
      </form>
    </FormProvider>
  );
}
