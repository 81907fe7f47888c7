import { defineEntity, type EntityItem } from "../db/entity";

/**
 * What one person adds to the tallies, as last written (contribution.ts derives the counters from
 * it): the hire and leave days, the person's departments and position over time (a move is a new
 * segment from its day), gender and birth month. A change of the person diffs the old state's
 * counters against the new one's and writes both in one transaction conditioned on `version`, so a
 * repeated or racing event adds nothing twice. Access patterns: Get by clientId + userId; every
 * person of a tenant (the rebuild's recount): Query pk = clientId.
 */
export const AnalyticsPersonEntity = defineEntity({
  model: { entity: "analyticsPerson", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    hireDay: { type: "string", required: true },
    /** The dismissal (or deletion) day: their last working day; absent while active. */
    leaveDay: { type: "string" },
    segments: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: {
          from: { type: "string", required: true },
          scopes: { type: "list", items: { type: "string" }, required: true },
          position: { type: "string", required: true },
        },
      },
    },
    gender: { type: "string", required: true },
    /** YYYY-MM-DD, when the profile has one. */
    birthDate: { type: "string" },
    /** The day analytics first saw the person: until it ends, placements are part of their record. */
    seenOn: { type: "string" },
    version: { type: "number", required: true },
  },
  indexes: {
    byTenant: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
  },
});

export type AnalyticsPersonRecord = EntityItem<typeof AnalyticsPersonEntity>;
