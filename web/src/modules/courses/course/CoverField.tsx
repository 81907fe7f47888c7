import { CoverPicker } from "../../../shared/CoverPicker";
import { uploadCourseImage } from "../api";
import { FieldError } from "../FieldError";
import { useCoursesTranslation } from "../i18n";

const publishCover = async (file: File) => (await uploadCourseImage(file)).url;

/**
 * The course's cover: the shared picker, stored as the module's file and published (POST
 * /api/courses/image); the save sends its url as `cover`, "Remove" clears it.
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
  return (
    <CoverPicker
      value={value}
      onChange={onChange}
      upload={publishCover}
      disabled={disabled}
      error={error ? <FieldError code={error} /> : undefined}
      texts={{
        label: t("editor.cover"),
        hint: t("editor.coverHint"),
        preview: t("editor.cover"),
        pick: t("editor.coverPick"),
        replace: t("editor.coverReplace"),
        remove: t("editor.coverRemove"),
        uploading: t("editor.coverUploading"),
      }}
    />
  );
}
