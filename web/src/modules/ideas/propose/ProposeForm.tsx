import { Button, Card, Callout } from "@blueprintjs/core";
import type { FileView } from "@intranet/contracts/files";
import { ideaLimits, sendIdeaBodySchema } from "@intranet/contracts/ideas";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import * as z from "zod/mini";
import { FormProblems } from "../../../forms/FormProblems";
import { applyServerIssues } from "../../../forms/serverIssues";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { UploadList, type UploadItem } from "../../../shared/uploads/UploadList";
import { useUploads } from "../../../shared/uploads/useUploads";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";
import { ideaPath } from "../paths";

interface IdeaValues {
  title: string;
  process: string;
  flaw: string;
  change: string;
  result: string;
}

const fields = ["title", "process", "flaw", "change", "result"] as const;
const { title, process, flaw, change, result } = sendIdeaBodySchema.shape;
/**
 * The API's own rules (rules spec §5: all five parts required): the same messages before and after
 * sending. The resolver drops empty inputs; each is parsed as "" again, so a missing part gets its
 * own message ("Describe the change you propose"), not a generic one.
 */
const part = (schema: typeof title) => z.prefault(schema, "");
const resolver = schemaResolver<IdeaValues, IdeaValues>(
  z.object({
    title: part(title),
    process: part(process),
    flaw: part(flaw),
    change: part(change),
    result: part(result),
  }),
);
const empty: IdeaValues = { title: "", process: "", flaw: "", change: "", result: "" };

interface IdeaUpload extends UploadItem {
  fileId?: string;
}

/** The idea form: title, process, what is wrong, what to change, the expected result, files; sent, it opens the idea. */
export function ProposeForm() {
  const { t } = useIdeasTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<IdeaValues, unknown, IdeaValues>({ resolver, defaultValues: empty });
  const uploads = useUploads<IdeaUpload>({ module: "ideas", keep: (stored: FileView) => ({ fileId: stored._id }) });
  const room = ideaLimits.filesMax - uploads.items.length;

  const submit = form.handleSubmit(async (values) => {
    if (uploads.uploading) return;
    setFailure(null);
    const files = uploads.items.flatMap((item) => (item.status === "done" && item.fileId ? [item.fileId] : []));
    try {
      const idea = await ideasApi.send({ ...values, files }, { no_show: true });
      void queryClient.invalidateQueries({ queryKey: ideasKeys.lists });
      void showToast(t("form.sent"));
      navigate(ideaPath(idea._id));
    } catch (error) {
      if (!applyServerIssues(error, fields, form.setError)) setFailure(error);
    }
  });

  return (
    <Card className="ideas-form">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("tabs.propose")}>
          <FormProblems failure={failure} invalid={Object.keys(form.formState.errors).length > 0} />
          <TextField name="title" label={t("form.title")} maxLength={ideaLimits.titleMax} />
          <TextAreaField
            name="process"
            label={t("form.process")}
            placeholder={t("form.processHint")}
            maxLength={ideaLimits.textMax}
            rows={2}
          />
          <TextAreaField name="flaw" label={t("form.flaw")} maxLength={ideaLimits.textMax} rows={4} />
          <TextAreaField name="change" label={t("form.change")} maxLength={ideaLimits.textMax} rows={4} />
          <TextAreaField name="result" label={t("form.result")} maxLength={ideaLimits.textMax} rows={3} />
          <div className="ideas-files" role="group" aria-label={t("form.files")}>
            <label className={`bp6-button ideas-attach${room <= 0 ? " bp6-disabled" : ""}`} htmlFor="ideas-files-input">
              {t("form.attach")}
            </label>
            <span className="ideas-muted">{t("form.filesHint", { count: ideaLimits.filesMax })}</span>
            <input
              id="ideas-files-input"
              type="file"
              multiple
              className="ideas-file-input"
              aria-label={t("form.attach")}
              disabled={room <= 0}
              onChange={(event) => {
                const chosen = Array.from(event.currentTarget.files ?? []);
                uploads.start(chosen.slice(0, Math.max(0, ideaLimits.filesMax - uploads.held())));
                event.currentTarget.value = "";
              }}
            />
            <UploadList items={uploads.items} onRemove={uploads.remove} />
          </div>
          {uploads.uploading ? (
            <Callout intent="primary" icon="time" className="ideas-notice">
              {t("form.waitUploads")}
            </Callout>
          ) : null}
          <Button
            type="submit"
            intent="primary"
            icon="send-message"
            text={t("form.send")}
            loading={form.formState.isSubmitting}
            disabled={uploads.uploading}
          />
        </form>
      </FormProvider>
    </Card>
  );
}
