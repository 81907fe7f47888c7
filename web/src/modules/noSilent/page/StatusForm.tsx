import { Button, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { reportLimits, reportStatuses, type ReportStatus, type ReportView } from "@intranet/contracts/noSilent";
import { useQueryClient } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { isApiError } from "../../../api/errors";
import { errorText } from "../../../i18n/errorText";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";

interface Values {
  status: ReportStatus;
  comment: string;
}

/**
 * A recipient moves the report with a comment the reporter reads, on the revision they saw; when
 * someone changed it meanwhile (409 reports.already_changed) the report is reloaded and the form
 * keeps what was written, to send again.
 */
export function StatusForm({ report }: { report: ReportView }) {
  const { t } = useNoSilentTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: { status: report.status, comment: "" } });
  const submit = form.handleSubmit(async ({ status, comment }) => {
    try {
      const next = await noSilentApi.setStatus(report._id, {
        status,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        revision: report.revision,
      });
      queryClient.setQueryData(noSilentKeys.report(report._id), next);
      void queryClient.invalidateQueries({ queryKey: noSilentKeys.all, refetchType: "none" });
      form.reset({ status: next.status, comment: "" });
      void showToast(t("report.changed"));
    } catch (error) {
      void showToast(errorText(t, error), "danger");
      if (isApiError(error) && error.code === "reports.already_changed")
        await queryClient.invalidateQueries({ queryKey: noSilentKeys.report(report._id) });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form className="no-silent-side-form" onSubmit={(event) => void submit(event)} aria-label={t("report.change")}>
        <h2 className="no-silent-section-title">{t("report.change")}</h2>
        <FormGroup label={t("report.newStatus")} labelFor="no-silent-new-status">
          <HTMLSelect id="no-silent-new-status" fill disabled={busy} {...form.register("status")}>
            {reportStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <TextAreaField
          name="comment"
          label={t("report.comment")}
          maxLength={reportLimits.commentMax}
          rows={3}
          disabled={busy}
        />
        <Button type="submit" intent="primary" loading={busy} text={t("report.apply")} />
      </form>
    </FormProvider>
  );
}
