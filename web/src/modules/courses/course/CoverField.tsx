import { Button, Callout, FormGroup, Spinner } from "@blueprintjs/core";
import { useRef, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { uploadCourseImage } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";

/** Pictures the server publishes (no SVG). */
const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/**
 * The course's cover (as the knowledge base's CoverField): a picture stored as the module's file,
 * then published (POST /api/courses/image) — its public url is what the draft keeps and the save
 * sends as `cover`, previewed here; "Remove" empties it (the save clears it).
 */
export function CoverField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (cover: string) => void;
  disabled?: boolean;
  /** The form's or the server's refusal of the field (`courses.bad_cover`). */
  error?: string | undefined;
}) {
  const { t } = useCoursesTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const pick = async (file: File) => {
    setUploading(true);
    setFailure(null);
    try {
      onChange((await uploadCourseImage(file)).url);
    } catch (refusal) {
      setFailure(refusal);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormGroup
      label={t("editor.cover")}
      intent={error ? "danger" : "none"}
      helperText={error ? <FieldError code={error} /> : t("editor.coverHint")}
    >
      {value ? (
        <div className="courses-cover-preview">
          <img src={value} alt={t("editor.cover")} />
          <Button
            icon="trash"
            intent="danger"
            variant="minimal"
            text={t("editor.coverRemove")}
            disabled={disabled || uploading}
            onClick={() => onChange("")}
          />
        </div>
      ) : null}
      <div className="courses-actions">
        <Button
          icon="media"
          text={t(value ? "editor.coverReplace" : "editor.coverPick")}
          disabled={disabled || uploading}
          onClick={() => picker.current?.click()}
        />
        {uploading ? <Spinner size={16} aria-label={t("editor.coverUploading")} /> : null}
      </div>
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label={t("editor.cover")}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = "";
          if (file) void pick(file);
        }}
      />
      {failure ? (
        <Callout intent="danger" role="alert">
          {errorText(t, failure)}
        </Callout>
      ) : null}
    </FormGroup>
  );
}
