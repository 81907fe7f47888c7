import { Spinner } from "@blueprintjs/core";
import type { ImageWork } from "./useProfileImage";
import { useProfileTranslation } from "./i18n";
import "./pictures.css";

/** Over a picture being changed: a spinner (filling as the upload goes) and what is happening. */
export function ImageProgress({ work, compact = false }: { work: ImageWork; compact?: boolean }) {
  const { t } = useProfileTranslation();
  const label =
    work.step === "uploading"
      ? t("images.uploading", { percent: Math.round(work.progress * 100) })
      : work.step === "preparing"
        ? t("images.preparing")
        : t("images.saving");
  return (
    <div className="profile-image-progress" role="status" aria-label={label}>
      <Spinner size={compact ? 24 : 32} value={work.step === "uploading" ? work.progress : undefined} />
      {compact ? null : <span className="profile-image-progress-text">{label}</span>}
    </div>
  );
}
