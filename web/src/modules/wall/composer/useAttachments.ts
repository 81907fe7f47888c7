import type { PostAttachmentView } from "@intranet/contracts";
import { formatBytes } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import { postLimits } from "@intranet/contracts/posts";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadFile } from "../../../api/files";
import type { UploadItem } from "../../../shared/uploads/UploadList";
import type { ComposerIssue } from "./rules";

/** A post's attachment: the shared upload row, and the stored file's id once it is uploaded. */
export interface AttachmentItem extends UploadItem {
  fileId?: string;
}

const fromExisting = (file: PostAttachmentView): AttachmentItem => ({
  key: file._id,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  progress: 1,
  status: "done",
  showProgress: false,
  fileId: file._id,
});

const previewOf = (file: File) =>
  file.type.startsWith("image/") && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : undefined;

/**
 * A post's attachments while it is written: each chosen file is checked against the 20 MB post
 * attachment limit (product-spec §9) before anything is sent, then uploaded with the presigned flow,
 * reporting progress. Refusals come back as catalogue issues for the form to show.
 */
export function useAttachments(initial: PostAttachmentView[] = []) {
  const [items, setItems] = useState<AttachmentItem[]>(() => initial.map(fromExisting));
  const [refusal, setRefusal] = useState<ComposerIssue | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const previews = useRef(new Set<string>());
  const count = useRef(items.length);
  count.current = items.length;

  useEffect(() => {
    const pending = timers.current;
    const urls = previews.current;
    return () => {
      pending.forEach(clearTimeout);
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const change = (key: string, patch: Partial<AttachmentItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const upload = useCallback(async (file: File, key: string) => {
    try {
      const stored = await uploadFile(file, "posts", {
        no_show: true,
        onProgress: (progress) => change(key, { progress }),
      });
      change(key, { status: "done", progress: 1, fileId: stored._id });
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        change(key, { showProgress: false });
      }, limits.uploadProgressHideMs);
      timers.current.add(timer);
    } catch (error) {
      change(key, { status: "failed", showProgress: false, error });
    }
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      setRefusal(null);
      let room = postLimits.maxAttachments - count.current;
      const added: AttachmentItem[] = [];
      for (const file of files) {
        if (file.size > limits.postAttachmentMaxBytes) {
          setRefusal({
            code: "files.attachment_too_big",
            params: { size: formatBytes(limits.postAttachmentMaxBytes), name: file.name },
          });
          continue;
        }
        if (room <= 0) {
          setRefusal({ key: "composer.tooManyFiles", params: { max: postLimits.maxAttachments } });
          break;
        }
        room -= 1;
        const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const preview = previewOf(file);
        if (preview) previews.current.add(preview);
        added.push({
          key,
          name: file.name,
          contentType: file.type,
          size: file.size,
          progress: 0,
          status: "uploading",
          showProgress: true,
          preview,
        });
        void upload(file, key);
      }
      if (added.length) setItems((list) => [...list, ...added]);
    },
    [upload],
  );

  const remove = (key: string) => setItems((list) => list.filter((item) => item.key !== key));

  const reset = () => {
    setItems([]);
    setRefusal(null);
  };

  return {
    items,
    refusal,
    add,
    remove,
    reset,
    uploading: items.some((item) => item.status === "uploading"),
    fileIds: items.flatMap((item) => (item.status === "done" && item.fileId ? [item.fileId] : [])),
  };
}
