import { Button, Icon } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { reportLimits } from "@intranet/contracts/noSilent";
import { useId, useRef } from "react";
import { translateMessage } from "../../../i18n/translateMessage";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useNoSilentTranslation } from "../i18n";
import { fileAccept, filesRefusal } from "./files";

/**
 * The report's files: "Attach files" opens the picker; a set the schema would refuse (more than 3,
 * not a picture or PDF, over 4 MB in all) is refused here, before anything is sent.
 */
export function FilesField({
  files,
  error,
  disabled,
  onChange,
  onRefuse,
}: {
  files: File[];
  /** A catalogue code. */
  error?: string;
  disabled: boolean;
  onChange: (files: File[]) => void;
  onRefuse: (code: string) => void;
}) {
  const { t } = useNoSilentTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = (picked: FileList | null) => {
    const next = [...files, ...Array.from(picked ?? [])];
    const refusal = filesRefusal(next);
    if (refusal) onRefuse(refusal);
    else onChange(next);
    if (input.current) input.current.value = "";
  };
  const message = error ? translateMessage(t, error) : undefined;
  return (
    <div className={`bp6-form-group${message ? " bp6-intent-danger" : ""}`}>
      <label className="bp6-label" htmlFor={id}>
        {t("form.files")}
      </label>
      <div className="bp6-form-content">
        <VisuallyHidden>
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            className="no-silent-file-input"
            accept={fileAccept}
            disabled={disabled}
            aria-describedby={`${id}-helper`}
            onChange={(event) => pick(event.currentTarget.files)}
          />
        </VisuallyHidden>
        {files.length ? (
          <ul className="no-silent-picked" aria-label={t("form.files")}>
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="no-silent-picked-file">
                <Icon icon={file.type === "application/pdf" ? "document" : "media"} />
                <span className="no-silent-picked-name">{file.name}</span>
                <span className="no-silent-muted">{formatBytes(file.size)}</span>
                <Button
                  variant="minimal"
                  size="small"
                  icon="cross"
                  disabled={disabled}
                  aria-label={t("form.remove", { name: file.name })}
                  title={t("form.remove", { name: file.name })}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          icon="paperclip"
          disabled={disabled || files.length >= reportLimits.filesMax}
          text={t("form.choose")}
          onClick={() => input.current?.click()}
        />
        <div className="bp6-form-helper-text" id={`${id}-helper`} role={message ? "alert" : undefined}>
          {message ?? (
            <>
              {t("form.filesHint", { size: formatBytes(reportLimits.filesBytesMax) })}{" "}
              {files.some((file) => file.type === "application/pdf") ? t("form.pdfHint") : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
