import { defineEntity, type EntityItem } from "../db/entity";

/**
 * "This person rated their mood that day" and nothing more: the rating itself goes only into the
 * day's tallies (tally.entity.ts), so no item links a rating to a person. Created with
 * `attribute_not_exists` in the rating's transaction: once a day, exact under concurrency.
 * Access pattern: Get pk = clientId + userId, sk = day (the check; the rating's condition).
 */
export const MoodMarkEntity = defineEntity({
  model: { entity: "moodMark", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    /** YYYY-MM-DD, the rater's day. */
    day: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["day"] },
    },
  },
});

export type MoodMarkRecord = EntityItem<typeof MoodMarkEntity>;
