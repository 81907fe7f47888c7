import { defineEntity } from "../db/entity";

/**
 * A sweep marker for each upload handed a presigned POST (files/sweep.ts): written next to the
 * pending upload, keyed by the HOUR its deadline falls in, so the sweep job finds every upload
 * whose deadline has passed with one Query per hour (no Scan), and deleted once swept.
 * A platform-level item like the uniqueness guards (its key is the hour, not a tenant), holding
 * only ids and the object key. It outlives the pending upload (TTL 3 days after the deadline,
 * against the pending upload's TTL at the deadline itself), so an upload whose pending record the
 * table's TTL already removed is still found.
 * Access pattern: Query by hour (all markers of that hour), Delete by hour + clientId + fileId.
 */
export const UploadSweepEntity = defineEntity({
  model: { entity: "upload_sweep", version: "1", service: "intranet" },
  attributes: {
    /** `YYYY-MM-DDTHH` (UTC) of the deadline. */
    hour: { type: "string", required: true },
    clientId: { type: "string", required: true },
    fileId: { type: "string", required: true },
    key: { type: "string", required: true },
    /** Epoch seconds: the pending upload's own expiry (confirm refuses after it). */
    deadline: { type: "number", required: true },
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byHour: {
      pk: { field: "pk", composite: ["hour"] },
      sk: { field: "sk", composite: ["clientId", "fileId"] },
    },
  },
});
