import { Button, Callout, FormGroup, Spinner } from "@blueprintjs/core";
import { useRef, useState } from "react";
import { uploadFile } from "../../../api/files";
import { errorText } from "../../../i18n/errorText";
import { articlesApi } from "../api";
import { useArticlesTranslation } from "../i18n";

/** Pictures the server publishes (no SVG). */
const IMAGE_TYPES = "image/png,image/jpeg,image/gif,image/webp";

/**
 * The article's cover: a picture stored as the module's file, then published for the article (POST
 * /api/article/image) — its public url is what the draft keeps and the save sends as `cover`;
 * "Remove" empties it (the save clears it).
 */
export function CoverField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (cover: string) => void;
  disabled?: boolean;
}) {
  const { t } = useArticlesTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pick = async (file: File) => {
    setUploading(true);
    setError(null);
    try {
      const stored = await uploadFile(file, "articles", { no_show: true });
      onChange((await articlesApi.image(stored._id, { no_show: true })).url);
    } catch (failure) {
      setError(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormGroup label={t("editor.coverLabel")} helperText={t("editor.coverHint")} className="articles-editor-cover">
      {value ? (
        <div className="articles-cover-preview">
          <img src={value} alt={t("editor.coverPreview")} />
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
      <div className="articles-actions">
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
        aria-label={t("editor.coverLabel")}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = "";
          if (file) void pick(file);
        }}
      />
      {error ? (
        <Callout intent="danger" role="alert" className="articles-cover-error">
          {errorText(t, error)}
        </Callout>
      ) : null}
    </FormGroup>
  );
}
