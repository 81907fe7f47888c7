import { Button, Dialog, DialogBody, DialogFooter, FileInput, HTMLTable, Spinner, Switch } from "@blueprintjs/core";
import type { ErrorCode } from "@intranet/contracts";
import { hrImportLimits } from "@intranet/contracts/hrImport";
import { useState } from "react";
import { FormAlert } from "../../forms/FormAlert";
import { errorText } from "../../i18n/errorText";
import { translateCode } from "../../i18n/translateMessage";
import { useSharedTranslation } from "../i18n";
import { downloadCsv, headerLanguage, importFileAccept, uploadImportFile } from "./importFile";
import "./hrImport.css";

/** What both imports answer: the rows read, each bad row with its reasons, and whether it was applied. */
export interface ImportReport {
  rows: number;
  bad: Array<{ row: number; reasons: Array<{ field: string; code: ErrorCode }> }>;
  applied: boolean;
}

/** The file format in short: the rules, each column (its label, English and Russian headers) and a template. */
export interface ImportFormat {
  text: string;
  columns: Array<{ key: string; label: string; required: boolean; en: string; ru: string }>;
  template: (language: "en" | "ru") => string;
  templateName: string;
}

export interface ImportDialogProps<R extends ImportReport> {
  title: string;
  hint: string;
  /** The file input's label (what the file holds). */
  fileLabel: string;
  /** Previews or applies an uploaded file; the dialog shows a refusal itself. */
  load: (fileId: string, mode: "preview" | "apply", skipBadRows: boolean) => Promise<R>;
  /** The preview's counts, and the applied import's. */
  summary: (report: R) => string;
  result: (report: R) => string;
  /** A bad row's column as the user reads it ("row": the whole row). */
  fieldLabel: (field: string) => string;
  format: ImportFormat;
  /** After an apply (refresh what the import changed). */
  onApplied?: () => unknown;
  onClose: () => void;
}

/** Where the import is: nothing chosen, a call under way, a previewed file, or an applied one. */
type Step<R> =
  | { kind: "pick" }
  | { kind: "busy"; what: "uploading" | "checking" | "applying"; fileId?: string; report?: R }
  | { kind: "preview"; fileId: string; report: R }
  | { kind: "done"; report: R };

/**
 * Import from the HR system (docs/hr-import.md), for admins: the file uploaded with module "hr",
 * then previewed at once (counts and bad rows), applied (bad rows block unless skipped), and the
 * result. The employees and the departments imports each give their texts and calls.
 */
export function ImportDialog<R extends ImportReport>(props: ImportDialogProps<R>) {
  const { t, i18n } = useSharedTranslation();
  const [step, setStep] = useState<Step<R>>({ kind: "pick" });
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileName, setFileName] = useState("");

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
      const fileId = await uploadImportFile(file);
      setStep({ kind: "busy", what: "checking", fileId });
      setStep({ kind: "preview", fileId, report: await props.load(fileId, "preview", false) });
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
      const report = await props.load(step.fileId, "apply", skipBadRows);
      setStep({ kind: "done", report });
      await props.onApplied?.();
    } catch (error) {
      setFailure(errorText(t, error));
      setStep(step);
    }
  };

  const report = step.kind === "pick" ? null : (step.report ?? null);
  const hasBad = (report?.bad.length ?? 0) > 0;
  const busy = step.kind === "busy";

  return (
    <Dialog isOpen title={props.title} onClose={props.onClose} className="hr-import-dialog">
      <DialogBody>
        <p className="hr-import-muted">{props.hint}</p>
        <FileInput
          fill
          text={fileName || t("hrImport.pick")}
          hasSelection={fileName !== ""}
          disabled={busy}
          inputProps={{ accept: importFileAccept, "aria-label": props.fileLabel }}
          onInputChange={(event) => {
            const input = event.currentTarget;
            void pick(input.files?.[0]);
            input.value = ""; // the same file chosen again is checked again
          }}
        />
        {busy ? (
          <div className="hr-import-busy" role="status">
            <Spinner size={16} />
            <span>{t(`hrImport.${step.what}`)}</span>
          </div>
        ) : null}
        {failure ? <FormAlert intent="danger">{failure}</FormAlert> : null}
        {report && step.kind !== "done" ? (
          <FormAlert intent={hasBad ? "danger" : "success"}>{props.summary(report)}</FormAlert>
        ) : null}
        {step.kind === "done" ? (
          <FormAlert intent="success">
            {props.result(step.report)}
            {hasBad ? ` ${t("hrImport.skipped", { count: step.report.bad.length })}` : null}
          </FormAlert>
        ) : null}
        {report && hasBad ? <BadRows report={report} fieldLabel={props.fieldLabel} /> : null}
        {report && hasBad && step.kind !== "done" ? (
          <>
            <p className="hr-import-muted">{t("hrImport.badBlocks")}</p>
            <Switch
              label={t("hrImport.skip")}
              checked={skipBadRows}
              disabled={busy}
              onChange={(event) => setSkipBadRows(event.currentTarget.checked)}
            />
          </>
        ) : null}
        <FormatNote format={props.format} language={headerLanguage(i18n.language)} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui:dialogs.close")} onClick={props.onClose} />
            {step.kind === "done" ? null : (
              <Button
                intent="primary"
                text={t("hrImport.apply")}
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
function BadRows({ report, fieldLabel }: { report: ImportReport; fieldLabel: (field: string) => string }) {
  const { t } = useSharedTranslation();
  return (
    <div className="hr-import-bad">
      <h4>{t("hrImport.badTitle")}</h4>
      <HTMLTable compact striped aria-label={t("hrImport.badTitle")}>
        <thead>
          <tr>
            <th>{t("hrImport.columns.row")}</th>
            <th>{t("hrImport.columns.field")}</th>
            <th>{t("hrImport.columns.reason")}</th>
          </tr>
        </thead>
        <tbody>
          {report.bad.flatMap((bad) =>
            bad.reasons.map((reason, index) => (
              <tr key={`${bad.row}-${index}`}>
                <td>{bad.row}</td>
                <td>{fieldLabel(reason.field)}</td>
                <td>{translateCode(t, reason.code)}</td>
              </tr>
            )),
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** The file format in short: the rules, the columns, and a CSV template in the reader's header language. */
function FormatNote({ format, language }: { format: ImportFormat; language: "en" | "ru" }) {
  const { t } = useSharedTranslation();
  return (
    <details className="hr-import-format">
      <summary>{t("hrImport.format.title")}</summary>
      <p className="hr-import-muted">{format.text}</p>
      <HTMLTable compact>
        <thead>
          <tr>
            <th>{t("hrImport.format.field")}</th>
            <th>{t("hrImport.format.headers")}</th>
          </tr>
        </thead>
        <tbody>
          {format.columns.map((column) => (
            <tr key={column.key}>
              <td>
                {column.label}
                {column.required ? ` (${t("hrImport.format.required")})` : null}
              </td>
              <td>
                {column.en} / {column.ru}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Button
        variant="minimal"
        icon="download"
        text={t("hrImport.format.template")}
        onClick={() => downloadCsv(format.template(language), format.templateName)}
      />
    </details>
  );
}
