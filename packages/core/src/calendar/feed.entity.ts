import { defineEntity, type EntityItem } from "../db/entity";

/** A person's private iCalendar feed: its current token. Get pk = clientId + userId. */
export const CalFeedEntity = defineEntity({
  model: { entity: "calFeed", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    token: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CalFeedRecord = EntityItem<typeof CalFeedEntity>;
