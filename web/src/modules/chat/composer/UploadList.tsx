import { Button, ProgressBar } from "@blueprintjs/core";
import { formatBytes } from "@intranet/contracts/files";
import { useChatTranslation } from "../i18n";
import type { ChatUpload } from "./useChatFiles";

/** The files attached to the message being written: name, size, progress, or why it failed; each removable. */
export function UploadList({ items, onRemove }: { items: ChatUpload[]; onRemove: (key: string) => void }) {
  const { t } = useChatTranslation();
  if (!items.length) return null;
  return (
    <ul className="chat-uploads">
      {items.map((item) => (
        <li key={item.key} className={`chat-upload${item.status === "failed" ? " chat-upload-failed" : ""}`}>
          <span className="chat-file-name">{item.name}</span>
          <span className="chat-muted">
            {item.status === "failed" ? t("composer.uploadFailed", { name: item.name }) : formatBytes(item.size)}
          </span>
          {item.showProgress && item.status !== "failed" ? (
            <ProgressBar
              className="chat-upload-progress"
              value={item.progress}
              animate={item.status === "uploading"}
              stripes={item.status === "uploading"}
              intent={item.status === "done" ? "success" : "primary"}
              aria-label={t("composer.uploading", { name: item.name })}
            />
          ) : null}
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
