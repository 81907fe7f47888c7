import { defineEntity } from "../db/entity";
import { fileAttributes } from "./file-attributes";

/**
 * An upload that was granted a presigned POST but is not confirmed yet. It holds what the API
 * decided (key, limit, owner) so confirm trusts nothing the browser sends but the fileId.
 * Single use: confirm deletes it with a condition in the transaction that records the file, and
 * whoever deletes it is the only one allowed to delete the object on refusal.
 * Access pattern: Get by clientId + fileId. The table TTL removes abandoned ones (expiry is also
 * checked explicitly because TTL deletion lags).
 */
export const PendingUploadEntity = defineEntity({
  model: { entity: "file_upload", version: "1", service: "intranet" },
  attributes: {
    ...fileAttributes,
    declaredSize: { type: "number", required: true },
    maxBytes: { type: "number", required: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "fileId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
