import { Button, Icon } from "@blueprintjs/core";
import { formatBytes, type FileView } from "@intranet/contracts/files";
import { useState } from "react";
import { errorText } from "../../i18n/errorText";
import { useDateTime } from "../../shared/useDateTime";
import { profileApi } from "./api";
import { showToast } from "../../ui/toast";
import { useProfileTranslation } from "./i18n";

/**
 * One HR document: its name (a click downloads it through a presigned link, in a new tab), size
 * and date, and Delete for admins and HR officers (`onDelete`, which asks first).
 */
export function HrFileRow({ file, onDelete }: { file: FileView; onDelete?: (file: FileView) => void }) {
  const { t } = useProfileTranslation();
  const when = useDateTime();
  const [opening, setOpening] = useState(false);
  const download = async () => {
    setOpening(true);
    try {
      const { url } = await profileApi.fileUrl(file._id);
      window.open(url, "_blank", "noopener");
    } catch (error) {
      void showToast(errorText(t, error), "danger");
    } finally {
      setOpening(false);
    }
  };
  return (
    <li className="profile-file">
      <Icon icon="document" className="profile-file-icon" />
      <div className="profile-file-main">
        <button
          type="button"
          className="profile-file-name"
          aria-label={t("hrFiles.download", { name: file.name })}
          disabled={opening}
          onClick={() => void download()}
        >
          {file.name}
        </button>
        <span className="profile-file-meta">
          {formatBytes(file.size)} · <time dateTime={file.createdAt}>{when(file.createdAt)}</time>
        </span>
      </div>
      <Button
        variant="minimal"
        icon="download"
        loading={opening}
        aria-label={t("hrFiles.download", { name: file.name })}
        title={t("hrFiles.download", { name: file.name })}
        onClick={() => void download()}
      />
      {onDelete ? (
        <Button
          variant="minimal"
          icon="trash"
          intent="danger"
          aria-label={t("hrFiles.remove", { name: file.name })}
          title={t("hrFiles.remove", { name: file.name })}
          onClick={() => onDelete(file)}
        />
      ) : null}
    </li>
  );
}
