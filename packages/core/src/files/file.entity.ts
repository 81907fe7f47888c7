import { defineEntity, type EntityItem } from "../db/entity";
import { fileAttributes } from "./file-attributes";

/**
 * A stored file (DESIGN §7): the object at `key` in the files bucket, recorded at confirm time with
 * its real size. Access patterns:
 * - Get by clientId + fileId (download, delete, confirm replay): one partition per file, tenant first;
 * - a user's files (HR documents, profile): gsi1 pk = clientId + owner, sk = module + fileId, so one
 *   module's files are a key-range Query, newest first (fileIds are ULIDs).
 * The tenant's `storageUsedBytes` / `filesCount` change in the same transactions that create and
 * delete these items.
 */
export const FileEntity = defineEntity({
  model: { entity: "file", version: "1", service: "intranet" },
  attributes: {
    ...fileAttributes,
    size: { type: "number", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "fileId"] },
      sk: { field: "sk", composite: [] },
    },
    byOwner: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "ownerType", "ownerId"] },
      sk: { field: "gsi1sk", composite: ["module", "fileId"] },
    },
  },
});

export type FileRecord = EntityItem<typeof FileEntity>;
