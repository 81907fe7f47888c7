import { Icon, ProgressBar } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { errorText } from "../../i18n/errorText";
import { CloseButton } from "../../ui/CloseButton";
import { useSharedTranslation } from "../i18n";
import "./uploadList.css";

/** One file being attached to something written (a post, a chat message). */
export interface UploadItem {
  key: string;
  name: string;
  contentType: string;
  size: number;
  /** Share uploaded so far, 0…1. */
  progress: number;
  status: "uploading" | "done" | "failed";
  /** The bar stays for limits.uploadProgressHideMs after the upload finished, then hides. */
  showProgress: boolean;
  /** A local picture of an image being attached (object URL of the chosen file). */
  preview?: string;
  /** Why the upload failed. */
  error?: unknown;
}

interface UploadListProps {
  items: UploadItem[];
  onRemove: (key: string) => void;
}

/** The files attached to what is being written: picture or icon, name and size, progress or why it failed; each removable. */
export function UploadList({ items, onRemove }: UploadListProps) {
  const { t } = useSharedTranslation();
  if (!items.length) return null;
  return (
    <ul className="uploads-list" aria-label={t("uploads.label")}>
      {items.map((item) => (
        <li key={item.key} className={`uploads-item uploads-item-${item.status}`}>
          {item.preview ? (
            <img className="uploads-preview" src={item.preview} alt={item.name} />
          ) : (
            <Icon icon={item.contentType.startsWith("image/") ? "media" : "document"} />
          )}
          <div className="uploads-main">
            <div className="uploads-name">
              {item.name} <span className="uploads-size">{formatBytes(item.size)}</span>
            </div>
            {item.showProgress ? (
              <ProgressBar
                value={item.progress}
                animate={item.status === "uploading"}
                stripes={item.status === "uploading"}
                intent={item.status === "done" ? "success" : "primary"}
                aria-label={t("uploads.uploading", { name: item.name })}
              />
            ) : null}
            {item.status === "failed" ? (
              <div className="uploads-error" role="alert">
                {errorText(t, item.error)}
              </div>
            ) : null}
          </div>
          <CloseButton label={t("uploads.remove", { name: item.name })} onClick={() => onRemove(item.key)} />
        </li>
      ))}
    </ul>
  );
}
