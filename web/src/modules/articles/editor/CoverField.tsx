import { uploadFile } from "../../../api/files";
import { CoverPicker } from "../../../shared/CoverPicker";
import { articlesApi } from "../api";
import { useArticlesTranslation } from "../i18n";

/** Stores the picture as the knowledge base's file and publishes it (POST /api/article/image): its url. */
async function publishCover(file: File): Promise<string> {
  const stored = await uploadFile(file, "articles", { no_show: true });
  return (await articlesApi.image(stored._id, { no_show: true })).url;
}

/** The article's cover: the shared picker, published for the article; "Remove" clears it on save. */
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
  return (
    <CoverPicker
      value={value}
      onChange={onChange}
      upload={publishCover}
      disabled={disabled}
      className="articles-editor-cover"
      texts={{
        label: t("editor.coverLabel"),
        hint: t("editor.coverHint"),
        preview: t("editor.coverPreview"),
        pick: t("editor.coverPick"),
        replace: t("editor.coverReplace"),
        remove: t("editor.coverRemove"),
        uploading: t("editor.coverUploading"),
      }}
    />
  );
}
