import { Button, Callout } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { reportLimits, sendReportBodySchema, type SendReportBody } from "@intranet/contracts/noSilent";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { isApiError } from "../../../api/errors";
import { applyServerIssues } from "../../../forms/serverIssues";
import { TextField } from "../../../forms/TextField";
import { schemaResolver } from "../../../forms/zodForm";
import { errorText } from "../../../i18n/errorText";
import { usePersonName } from "../../../shared/usePersonName";
import { ChoiceRadios } from "../../../ui/ChoiceRadios";
import { TextAreaField } from "../../../ui/TextAreaField";
import { showToast } from "../../../ui/toast";
import { noSilentApi, noSilentKeys } from "../api";
import { useNoSilentTranslation } from "../i18n";
import { reportPath } from "../paths";
import { CodeDialog } from "./CodeDialog";
import { FilesField } from "./FilesField";
import { FilesRefused, reportFiles } from "./files";

interface Values {
  anonymous: boolean;
  name: string;
  description: string;
}

/**
 * The contract's own rules: a name or the anonymous choice, and a description (rules spec §5). The
 * shared resolver reads an empty text as absent, and zod checks the name only once the rest is valid:
 * both of the spec's messages are given here, together.
 */
const contractResolver = schemaResolver<Values, SendReportBody>(sendReportBodySchema);
const resolver: Resolver<Values, unknown, SendReportBody> = async (values, context, options) => {
  const result = await contractResolver(values, context, options);
  const errors: FieldErrors<Values> = { ...result.errors };
  if (!values.description.trim()) errors.description = { type: "required", message: "reports.description_required" };
  if (!values.anonymous && !values.name.trim())
    errors.name = { type: "required", message: "reports.name_or_anonymous" };
  return Object.keys(errors).length ? { values: {}, errors } : result;
};
const fields = ["name", "description"] as const;
/** The API's refusals of the files as a whole, shown at the files field. */
const filesCodes = new Set<string>([
  "reports.too_many_files",
  "reports.files_too_large",
  "reports.bad_file",
  "reports.bad_file_type",
]);

/**
 * The report (POST /api/user/send_viol_report): anonymous by default, or under a name; a detailed
 * description; up to 3 files inline. An anonymous report's pictures are redrawn on the device first
 * (`reportFiles`), and its follow-up code is shown once; a named one opens its page.
 */
export function ReportForm({ me }: { me: UserView }) {
  const { t } = useNoSilentTranslation();
  const personName = usePersonName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, SendReportBody>({
    resolver,
    defaultValues: { anonymous: true, name: "", description: "" },
  });
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [cleaning, setCleaning] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [code, setCode] = useState<string | null>(null);
  const anonymous = form.watch("anonymous");

  const choose = (value: "anonymous" | "named") => {
    const next = value === "anonymous";
    form.setValue("anonymous", next);
    if (!next && !form.getValues("name")) form.setValue("name", personName(me));
    if (form.formState.isSubmitted) void form.trigger("name");
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFilesError(undefined);
    try {
      setCleaning(values.anonymous && files.some((file) => file.type !== "application/pdf"));
      const body = { ...values, files: await reportFiles(files, values.anonymous) };
      setCleaning(false);
      const sent = await noSilentApi.send(body, { no_show: true });
      void queryClient.invalidateQueries({ queryKey: noSilentKeys.all });
      form.reset();
      setFiles([]);
      if (sent.anonymous) setCode(sent.code);
      else {
        void showToast(t("form.sent"));
        void navigate(reportPath(sent.reportId));
      }
    } catch (error) {
      setCleaning(false);
      if (error instanceof FilesRefused) return setFilesError(error.code);
      const fileIssue = isApiError(error)
        ? error.issues.find((issue) => issue.in === "body" && issue.path.startsWith("files"))
        : undefined;
      if (fileIssue) return setFilesError(fileIssue.message);
      if (isApiError(error) && error.code && filesCodes.has(error.code)) return setFilesError(error.code);
      if (!applyServerIssues(error, fields, form.setError)) setFailure(error);
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <>
      <FormProvider {...form}>
        <form
          className="no-silent-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t("form.title")}
        >
          {failure ? (
            <Callout intent="danger" role="alert" className="no-silent-callout">
              {errorText(t, failure)}
            </Callout>
          ) : null}
          <ChoiceRadios
            label={t("form.who")}
            value={anonymous ? "anonymous" : "named"}
            disabled={busy}
            onChange={choose}
            choices={[
              { value: "anonymous", name: t("form.anonymous"), icon: "eye-off", hint: t("form.anonymousHint") },
              { value: "named", name: t("form.named"), icon: "person", hint: t("form.namedHint") },
            ]}
          />
          {anonymous ? null : (
            <TextField name="name" label={t("form.name")} maxLength={reportLimits.nameMax} disabled={busy} />
          )}
          <TextAreaField
            name="description"
            label={t("form.description")}
            maxLength={reportLimits.descriptionMax}
            rows={8}
            disabled={busy}
          />
          <p className="no-silent-muted no-silent-hint">{t("form.descriptionHint")}</p>
          <FilesField
            files={files}
            error={filesError}
            disabled={busy}
            onChange={(next) => {
              setFiles(next);
              setFilesError(undefined);
            }}
            onRefuse={setFilesError}
          />
          <div className="no-silent-actions">
            <Button type="submit" intent="primary" icon="send-message" loading={busy} text={t("form.send")} />
            {cleaning ? <span className="no-silent-muted">{t("form.cleaning")}</span> : null}
          </div>
        </form>
      </FormProvider>
      {code ? <CodeDialog code={code} onClose={() => setCode(null)} /> : null}
    </>
  );
}
