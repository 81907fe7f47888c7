import type { PostAttachmentView } from "@intranet/contracts";
import { formatBytes, type FileView } from "@intranet/contracts/files";
import { limits } from "@intranet/contracts/limits";
import { postLimits } from "@intranet/contracts/wall";
import { useState } from "react";
import type { UploadItem } from "../../../shared/uploads/UploadList";
import { useUploads } from "../../../shared/uploads/useUploads";
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

/** The post's body lists its attachments by id. */
const keepId = (stored: FileView): Partial<AttachmentItem> => ({ fileId: stored._id });

/**
 * A post's attachments while it is written: each chosen file is checked against the 20 MB post
 * attachment limit (product-spec §9) and postLimits.maxAttachments before anything is sent, then
 * uploaded. Refusals come back as catalogue issues for the form to show.
 */
export function useAttachments(initial: PostAttachmentView[] = []) {
  const uploads = useUploads<AttachmentItem>({ module: "posts", keep: keepId, initial: initial.map(fromExisting) });
  const [refusal, setRefusal] = useState<ComposerIssue | null>(null);

  const add = (files: Iterable<File>) => {
    setRefusal(null);
    let room = postLimits.maxAttachments - uploads.held();
    const accepted: File[] = [];
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
      accepted.push(file);
    }
    uploads.start(accepted);
  };

  const reset = () => {
    uploads.clear();
    setRefusal(null);
  };

  const { items, remove, uploading } = uploads;
  return {
    items,
    refusal,
    add,
    remove,
    reset,
    uploading,
    fileIds: items.flatMap((item) => (item.status === "done" && item.fileId ? [item.fileId] : [])),
  };
}
