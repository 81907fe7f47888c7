import { Button, Icon, ProgressBar } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { vacancyLimits } from "@intranet/contracts/vacancies";
import { useId, useRef, useState } from "react";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { FieldError } from "../FieldError";
import { cvAccept, cvOf } from "./cvFile";
import { useVacanciesTranslation } from "../i18n";

/**
 * The response's CV: "Attach CV" opens the file picker; a file that is not a document or is too big
 * is refused here, before any upload; the chosen one shows with its size, a way to remove it and,
 * while it goes to storage, the share sent.
 */
export function CvPicker({
  file,
  progress,
  disabled,
  onChange,
}: {
  file: File | null;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useVacanciesTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    const cv = cvOf(picked);
    setRefusal(typeof cv === "string" ? cv : undefined);
    if (typeof cv !== "string") onChange(cv);
    if (input.current) input.current.value = "";
  };
  return (
    <div className="vacancies-cv">
      <label className="bp6-label" htmlFor={id}>
        {t("respond.cv")}
      </label>
      {/* Unseen but in the page (not `hidden`): the label names it; the button below opens it.
          The class has no style: it is the browser flow's handle (local/src/browser/knowledgeFlow). */}
      <VisuallyHidden>
        <input
          ref={input}
          id={id}
          type="file"
          className="vacancies-file-input"
          accept={cvAccept}
          disabled={disabled}
          onChange={(event) => pick(event.currentTarget.files?.[0])}
        />
      </VisuallyHidden>
      {file ? (
        <div className="vacancies-cv-file">
          <Icon icon="document" />
          <span className="vacancies-cv-name">{file.name}</span>
          <span className="vacancies-muted">{formatBytes(file.size)}</span>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            disabled={disabled}
            aria-label={t("respond.cvRemove")}
            title={t("respond.cvRemove")}
            onClick={() => onChange(null)}
          />
        </div>
      ) : null}
      {progress !== null ? (
        <div className="vacancies-cv-progress">
          <ProgressBar value={progress} intent="primary" stripes={false} aria-label={t("respond.cv")} />
          <span className="vacancies-muted">{t("respond.cvUploading", { percent: Math.round(progress * 100) })}</span>
        </div>
      ) : null}
      <div>
        <Button
          icon="paperclip"
          disabled={disabled}
          text={file ? t("respond.cvReplace") : t("respond.cvChoose")}
          onClick={() => input.current?.click()}
        />
      </div>
      {refusal ? (
        <FieldError code={refusal} />
      ) : (
        <span className="vacancies-muted">{t("respond.cvHint", { size: formatBytes(vacancyLimits.cvMaxBytes) })}</span>
      )}
    </div>
  );
}
