import type { FileView } from "@intranet/contracts";

import type { FileRecord } from "./file.entity";
export type { FileRecord };

export function toFileView(file: FileRecord, url?: string): FileView {
  return {
    _id: file.fileId,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    module: file.module,
    key: file.key,
    owner: { type: file.ownerType, id: file.ownerId },
    uploadedBy: file.uploadedBy,
    createdAt: file.createdAt,
    ...(url === undefined ? {} : { url }),
  };
}
