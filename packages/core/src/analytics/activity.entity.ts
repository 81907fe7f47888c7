import { defineEntity } from "../db/entity";

/**
 * Usage reports for the analytics module's "visitors" and "modules" tabs: session reports and
 * module visits, one item each. Access pattern: a tenant's reports of one kind in a time range,
 * Query pk = clientId + kind + month (bounded partitions), sk = time + id (range by time).
 */
export const ActivityEntity = defineEntity({
  model: { entity: "activity", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    kind: { type: ["session", "module"] as const, required: true },
    /** YYYY-MM of `at`, so one month of a tenant is one partition. */
    month: { type: "string", required: true },
    at: { type: "number", required: true },
    reportId: { type: "string", required: true },
    userId: { type: "string", required: true },
    module: { type: "string" },
    sessionStart: { type: "number" },
    durationMs: { type: "number" },
    /** Kept about 13 months (the table's TTL): the usage tallies can be recounted from them. */
    expiresAt: { type: "number" },
  },
  indexes: {
    byMonth: {
      pk: { field: "pk", composite: ["clientId", "kind", "month"] },
      sk: { field: "sk", composite: ["at", "reportId"] },
    },
  },
});
