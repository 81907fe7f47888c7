import { defineEntity, type EntityItem } from "../db/entity";

/** A board a person marked as a favourite. Access pattern: a person's favourites, Query pk = clientId + userId. */
export const TaskFavouriteEntity = defineEntity({
  model: { entity: "taskFavourite", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    deskId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["deskId"] },
    },
  },
});

export type TaskFavouriteRecord = EntityItem<typeof TaskFavouriteEntity>;
