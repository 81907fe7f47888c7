import { Button, Dialog, DialogBody, DialogFooter, FileInput, HTMLTable, Spinner, Switch } from "@blueprintjs/core";
import { hrFields, hrImportLimits, type HrImportReport } from "@intranet/contracts/hrImport";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { translateCode } from "../../i18n/translateMessage";
import { headerLanguage, hrFileAccept, hrHeaders, hrImportApi, hrRequiredFieldSet, hrTemplateBlob } from "./hrImport";
import { employeeKeys } from "./keys";
import { useEmployeesTranslation } from "./i18n";
import "./hrImport.css";

/** Where the import is: nothing chosen, a call under way, a previewed file, or an applied one. */
type Step =
  | { kind: "pick" }
  | { kind: "busy"; what: "uploading" | "checking" | "applying"; fileId?: string; report?: HrImportReport }
  | { kind: "preview"; fileId: string; report: HrImportReport }
  | { kind: "done"; report: HrImportReport };

/** Saves the CSV template through a temporary link (a browser without object URLs gets nothing). */
function downloadTemplate(language: "en" | "ru") {
  if (typeof URL.createObjectURL !== "function") return;
  const url = URL.createObjectURL(hrTemplateBlob(language));
  const link = document.createElement("a");
  link.href = url;
  link.download = "employees-template.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Import from the HR system (docs/hr-import.md), admins: the file uploaded with module "hr", then
 * previewed at once (counts and bad rows), applied (bad rows block unless skipped), and the result.
 */
export function HrImportDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "pick" });
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");
  const language = headerLanguage(i18n.language);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setSkipBadRows(false);
    if (file.size > hrImportLimits.fileMaxBytes) {
      setFailure(translateCode(t, "files.too_big"));
      return;
    }
    setFileName(file.name);
    try {
      setStep({ kind: "busy", what: "uploading" });
      const fileId = await hrImportApi.upload(file);
      setStep({ kind: "busy", what: "checking", fileId });
      setStep({ kind: "preview", fileId, report: await hrImportApi.load(fileId, "preview") });
    } catch (error) {
      setFailure(errorText(t, error));
      setStep({ kind: "pick" });
    }
  };

  const apply = async () => {
    if (step.kind !== "preview") return;
    setFailure(null);
    setStep({ kind: "busy", what: "applying", fileId: step.fileId, report: step.report });
    try {
      const report = await hrImportApi.load(step.fileId, "apply", skipBadRows);
      setStep({ kind: "done", report });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    } catch (error) {
      setFailure(errorText(t, error));
      setStep(step);
    }
  };

  const report = step.kind === "pick" ? null : (step.report ?? null);
  const hasBad = (report?.bad.length ?? 0) > 0;
  const busy = step.kind === "busy";

  return (
    <Dialog isOpen title={t("hr.title")} onClose={onClose} className="cabinet-dialog">
      <DialogBody>
        <p className="cabinet-muted">{t("hr.hint")}</p>
        <FileInput
          fill
          text={fileName || t("hr.pick")}
          hasSelection={fileName !== ""}
          disabled={busy}
          inputProps={{ accept: hrFileAccept, "aria-label": t("hr.file") }}
          onInputChange={(event) => {
            const input = event.currentTarget;
            void pick(input.files?.[0]);
            input.value = ""; // the same file chosen again is checked again
          }}
        />
        {busy ? (
          <div className="hr-import-busy" role="status">
            <Spinner size={16} />
            <span>{t(`hr.${step.what}`)}</span>
          </div>
        ) : null}
        {failure ? <FormAlert intent="danger">{failure}</FormAlert> : null}
        {report && step.kind !== "done" ? (
          <FormAlert intent={hasBad ? "danger" : "success"}>
            {t("hr.preview", {
              rows: report.rows,
              created: report.created,
              updated: report.updated,
              unchanged: report.unchanged,
              bad: report.bad.length,
            })}
          </FormAlert>
        ) : null}
        {step.kind === "done" ? (
          <FormAlert intent="success">
            {t("hr.result", {
              created: step.report.created,
              updated: step.report.updated,
              unchanged: step.report.unchanged,
            })}
            {hasBad ? ` ${t("hr.skipped", { count: step.report.bad.length })}` : null}
          </FormAlert>
        ) : null}
        {report && hasBad ? <BadRows report={report} /> : null}
        {report && hasBad && step.kind !== "done" ? (
          <>
            <p className="cabinet-muted">{t("hr.badBlocks")}</p>
            <Switch
              label={t("hr.skip")}
              checked={skipBadRows}
              disabled={busy}
              onChange={(event) => setSkipBadRows(event.currentTarget.checked)}
            />
          </>
        ) : null}
        <FormatNote language={language} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui:dialogs.close")} onClick={onClose} />
            {step.kind === "done" ? null : (
              <Button
                intent="primary"
                text={t("hr.apply")}
                disabled={!report || (hasBad && !skipBadRows) || (busy && step.what !== "applying")}
                loading={busy && step.what === "applying"}
                onClick={() => void apply()}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}

/** The bad rows: the file's row number, the column and each reason as a catalogue message. */
function BadRows({ report }: { report: HrImportReport }) {
  const { t } = useEmployeesTranslation();
  return (
    <div className="hr-import-bad">
      <h4>{t("hr.badTitle")}</h4>
      <HTMLTable compact striped aria-label={t("hr.badTitle")}>
        <thead>
          <tr>
            <th>{t("hr.columns.row")}</th>
            <th>{t("hr.columns.field")}</th>
            <th>{t("hr.columns.reason")}</th>
          </tr>
        </thead>
        <tbody>
          {report.bad.flatMap((bad) =>
            bad.reasons.map((reason, index) => (
              <tr key={`${bad.row}-${index}`}>
                <td>{bad.row}</td>
                <td>{t(`hr.fields.${reason.field}`)}</td>
                <td>{translateCode(t, reason.code)}</td>
              </tr>
            )),
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The file format in short (docs/hr-import.md): the columns, the rules, and a CSV template. */
function FormatNote({ language }: { language: "en" | "ru" }) {
  const { t } = useEmployeesTranslation();
  return (
    <details className="hr-import-format">
      <summary>{t("hr.format.title")}</summary>
      <p className="cabinet-muted">{t("hr.format.text", { max: hrImportLimits.rowsMax })}</p>
      <HTMLTable compact>
        <thead>
          <tr>
            <th>{t("hr.format.field")}</th>
            <th>{t("hr.format.headers")}</th>
          </tr>
        </thead>
        <tbody>
          {hrFields.map((field) => (
            <tr key={field}>
              <td>
                {t(`hr.fields.${field}`)}
                {hrRequiredFieldSet.has(field) ? ` (${t("hr.format.required")})` : null}
              </td>
              <td>
                {hrHeaders.en[field]} / {hrHeaders.ru[field]}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        variant="minimal"
        icon="download"
        text={t("hr.format.template")}
        onClick={() => downloadTemplate(language)}
      />
    </details>
  );
}
