import { Button, Icon, ProgressBar } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { errorText } from "../../../i18n/errorText";
import type { AttachmentItem } from "./useAttachments";
import { useWallTranslation } from "../i18n";

/** The files attached to a post being written: picture or name, upload progress, remove. */
export function AttachmentList({ items, onRemove }: { items: AttachmentItem[]; onRemove: (key: string) => void }) {
  const { t } = useWallTranslation();
  if (!items.length) return null;
  return (
    <ul className="wall-upload-list" aria-label={t("post.attachments")}>
      {items.map((item) => (
        <li key={item.key} className={`wall-upload wall-upload-${item.status}`}>
          {item.preview ? (
            <img className="wall-upload-preview" src={item.preview} alt={item.name} />
          ) : (
            <Icon icon={item.contentType.startsWith("image/") ? "media" : "document"} />
          )}
          <div className="wall-upload-main">
            <div className="wall-upload-name">
              {item.name} <span className="cabinet-muted">{formatBytes(item.size)}</span>
            </div>
            {item.showProgress ? (
              <ProgressBar
                value={item.progress}
                animate={item.status === "uploading"}
                stripes={item.status === "uploading"}
                intent={item.status === "done" ? "success" : "primary"}
                aria-label={t("composer.uploading", { name: item.name })}
              />
            ) : null}
            {item.status === "failed" ? (
              <div className="wall-upload-error" role="alert">
                {errorText(t, item.error)}
              </div>
            ) : null}
          </div>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            aria-label={t("composer.removeFile", { name: item.name })}
            onClick={() => onRemove(item.key)}
          />
        </li>
      ))}
    </ul>
  );
}
