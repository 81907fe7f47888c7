import { Button, Callout, FormGroup, Spinner } from "@blueprintjs/core";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../i18n/errorText";
import "./coverPicker.css";

/** Pictures the server publishes (no SVG). */
const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/** The module's own words for the field (its namespace's texts). */
export interface CoverPickerTexts {
  label: string;
  hint: string;
  preview: string;
  pick: string;
  replace: string;
  remove: string;
  uploading: string;
}

/**
 * A cover picture (an article's, a course's): the module's `upload` stores the file as its own and
 * publishes it, answering the public url the draft keeps and the save sends; previewed here,
 * "Remove" empties it (the save clears it). A refused upload is shown under the buttons; the form's
 * or the server's refusal of the field itself comes as `error`.
 */
export function CoverPicker({
  value,
  onChange,
  upload,
  texts,
  disabled,
  error,
  className,
}: {
  value: string;
  onChange: (cover: string) => void;
  upload: (file: File) => Promise<string>;
  texts: CoverPickerTexts;
  disabled?: boolean | undefined;
  error?: ReactNode;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const pick = async (file: File) => {
    setUploading(true);
    setFailure(null);
    try {
      onChange(await upload(file));
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormGroup
      label={texts.label}
      intent={error ? "danger" : "none"}
      helperText={error ?? texts.hint}
      className={className}
    >
      {value ? (
        <div className="cover-picker-preview">
          <img src={value} alt={texts.preview} />
          <Button
            icon="trash"
            intent="danger"
            variant="minimal"
            text={texts.remove}
            disabled={disabled || uploading}
            onClick={() => onChange("")}
          />
        </div>
      ) : null}
      <div className="cover-picker-actions">
        <Button
          icon="media"
          text={value ? texts.replace : texts.pick}
          disabled={disabled || uploading}
          onClick={() => picker.current?.click()}
        />
        {uploading ? <Spinner size={16} aria-label={texts.uploading} /> : null}
      </div>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label={texts.label}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = "";
          if (file) void pick(file);
        }}
      />
      {failure ? (
        <Callout intent="danger" role="alert" className="cover-picker-error">
          {errorText(t, failure)}
        </Callout>
      ) : null}
    </FormGroup>
  );
}
