import { chatLimits, type ChatFileView } from "@intranet/contracts/chat";
import { formatBytes } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "../../../api/files";
import type { UploadItem } from "../../../shared/uploads/UploadList";
import { translateCode } from "../../../i18n/translateMessage";
import { showToast } from "../../../ui/toast";
import { useChatTranslation } from "../i18n";

/** A message's file: the shared upload row, and the stored file once it is uploaded. */
export interface ChatUpload extends UploadItem {
  file?: ChatFileView;
}

let uploadCount = 0;

/**
 * The files of the message being written: at most 10 (chatLimits.filesMax), each up to 250 MB
 * (product-spec §9), uploaded at once to module `chat` with a progress bar each.
 */
export function useChatFiles() {
  const { t } = useChatTranslation();
  const [items, setItems] = useState<ChatUpload[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const count = useRef(0);
  count.current = items.length;

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const change = (key: string, patch: Partial<ChatUpload>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const upload = useCallback(async (file: File, key: string) => {
    try {
      const stored = await uploadFile(file, "chat", {
        no_show: true,
        onProgress: (progress) => change(key, { progress }),
      });
      const contentType = stored.contentType || file.type;
      change(key, {
        status: "done",
        progress: 1,
        file: {
          fileId: stored._id,
          name: stored.name,
          size: stored.size,
          contentType,
          image: contentType.startsWith("image/"),
        },
      });
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        change(key, { showProgress: false });
      }, limits.uploadProgressHideMs);
      timers.current.add(timer);
    } catch (error) {
      change(key, { status: "failed", showProgress: false, error });
    }
  }, []);

  const add = (files: readonly File[]) => {
    const room = chatLimits.filesMax - count.current;
    if (files.length > room) void showToast(translateCode(t, "chat.too_many_files"), "warning");
    const added: ChatUpload[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > limits.uploadMaxBytes) {
        void showToast(t("composer.tooBig", { name: file.name, max: formatBytes(limits.uploadMaxBytes) }), "warning");
        continue;
      }
      uploadCount += 1;
      const key = `upload-${uploadCount}`;
      added.push({
        key,
        name: file.name,
        contentType: file.type,
        size: file.size,
        progress: 0,
        status: "uploading",
        showProgress: true,
      });
      void upload(file, key);
    }
    count.current += added.length;
    setItems((list) => [...list, ...added]);
  };

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));
  const clear = () => setItems([]);
  const ready = items.filter((item) => item.status === "done" && item.file).map((item) => item.file!);
  const uploading = items.some((item) => item.status === "uploading");
  return { items, add, remove, clear, ready, uploading };
}
