import { Button, Callout } from "@blueprintjs/core";
import { vacancyLimits, type VacancyView } from "@intranet/contracts/vacancies";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { isApiError } from "../../../api/errors";
import { uploadFile } from "../../../api/files";
import { errorText } from "../../../i18n/errorText";
import { showToast } from "../../../ui/toast";
import { TextAreaField } from "../../../ui/TextAreaField";
import { refreshVacancyLists, vacanciesApi, vacanciesKeys } from "../api";
import { CvPicker } from "./CvPicker";
import { useVacanciesTranslation } from "../i18n";

/** Refusals after which the page's vacancy is stale: the person responded meanwhile, or it closed. */
const staleAfter = new Set(["vacancies.already_responded", "vacancies.closed", "vacancies.not_found"]);

/**
 * The response (POST /api/vac_respond): a message and/or a CV. The CV goes to storage first (with
 * its progress; kept if the response then fails, so a retry does not upload it again); the page then
 * shows "You responded".
 */
export function RespondForm({ vacancy }: { vacancy: VacancyView }) {
  const { t } = useVacanciesTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ message: string }>({ defaultValues: { message: "" } });
  const [cv, setCv] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; id: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const upload = async (file: File) => {
    if (uploaded?.file === file) return uploaded.id;
    setProgress(0);
    try {
      const stored = await uploadFile(file, "vacancies", { onProgress: setProgress, no_show: true });
      setUploaded({ file, id: stored._id });
      return stored._id;
    } finally {
      setProgress(null);
    }
  };

  const submit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    if (!message.trim() && !cv) {
      form.setError("message", { type: "rule", message: "vacancies.response_empty" });
      return;
    }
    try {
      const cvFileId = cv ? await upload(cv) : undefined;
      await vacanciesApi.respond(vacancy.id, message.trim(), cvFileId);
      queryClient.setQueryData<VacancyView>(vacanciesKeys.vacancy(vacancy.id), (current) =>
        current ? { ...current, responded: true, respondedAt: new Date().toISOString() } : current,
      );
      void refreshVacancyLists(queryClient);
      void showToast(t("respond.sent"));
    } catch (caught) {
      setFailure(caught);
      if (isApiError(caught) && caught.code && staleAfter.has(caught.code))
        void queryClient.invalidateQueries({ queryKey: vacanciesKeys.vacancy(vacancy.id) });
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form
        className="vacancies-respond-form"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t("respond.title")}
      >
        <p className="vacancies-muted">{t("respond.hint")}</p>
        {failure ? (
          <Callout intent="danger" role="alert" className="vacancies-callout">
            {errorText(t, failure)}
          </Callout>
        ) : null}
        <TextAreaField
          name="message"
          label={t("respond.message")}
          maxLength={vacancyLimits.messageMax}
          rows={5}
          disabled={busy}
        />
        <CvPicker file={cv} progress={progress} disabled={busy} onChange={setCv} />
        <Button type="submit" intent="primary" icon="send-message" loading={busy} text={t("respond.send")} />
      </form>
    </FormProvider>
  );
}
