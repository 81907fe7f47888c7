import { chatLimits, type ChatFileView } from "@intranet/contracts/chat";
import { formatBytes, type FileView } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import type { UploadItem } from "../../../shared/uploads/UploadList";
import { useUploads } from "../../../shared/uploads/useUploads";
import { translateCode } from "../../../i18n/translateMessage";
import { showToast } from "../../../ui/toast";
import { useChatTranslation } from "../i18n";

/** A message's file: the shared upload row, and the stored file once it is uploaded. */
export interface ChatUpload extends UploadItem {
  file?: ChatFileView;
}

/** A message lists its files as views: the confirmed file, typed by the browser if storage did not say. */
function keepFile(stored: FileView, file: File): Partial<ChatUpload> {
  const contentType = stored.contentType || file.type;
  return {
    file: {
      fileId: stored._id,
      name: stored.name,
      size: stored.size,
      contentType,
      image: contentType.startsWith("image/"),
    },
  };
}

/**
 * The files of the message being written: at most 10 (chatLimits.filesMax), each up to 250 MB
 * (product-spec §9), uploaded at once to module `chat` with a progress bar each. Refusals are toasts:
 * the composer has no room for a form alert.
 */
export function useChatFiles() {
  const { t } = useChatTranslation();
  const uploads = useUploads<ChatUpload>({ module: "chat", keep: keepFile });

  const add = (files: readonly File[]) => {
    const room = chatLimits.filesMax - uploads.held();
    if (files.length > room) void showToast(translateCode(t, "chat.too_many_files"), "warning");
    const fitting = files.slice(0, Math.max(0, room)).filter((file) => {
      if (file.size <= limits.uploadMaxBytes) return true;
      void showToast(t("composer.tooBig", { name: file.name, max: formatBytes(limits.uploadMaxBytes) }), "warning");
      return false;
    });
    uploads.start(fitting);
  };

  const { items, remove, clear, uploading } = uploads;
  const ready = items.flatMap((item) => (item.status === "done" && item.file ? [item.file] : []));
  return { items, add, remove, clear, ready, uploading };
}
