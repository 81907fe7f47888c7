import { defineEntity } from "../db/entity";

/**
 * "Already counted" marks of the usage tallies: a session (by its start), a person active on a
 * day, in a week, in a month. Written with attribute_not_exists in the transaction that counts,
 * so a report sent twice counts once. They expire when their period can take no more reports.
 */
export const AnalyticsGuardEntity = defineEntity({
  model: { entity: "analyticsGuard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    mark: { type: "string", required: true },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byMark: {
      pk: { field: "pk", composite: ["clientId", "mark"] },
      sk: { field: "sk", composite: [] },
    },
  },
});
