import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's seat on a track (rules spec §5: an employee cannot be added twice to a track): created
 * with `attribute_not_exists` in the adaptation's transaction, removed with it.
 */
export const AdaptSeatEntity = defineEntity({
  model: { entity: "adaptSeat", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    trackId: { type: "string", required: true },
    userId: { type: "string", required: true },
    adaptId: { type: "string", required: true },
  },
  indexes: {
    byTrackUser: {
      pk: { field: "pk", composite: ["clientId", "trackId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type AdaptSeatRecord = EntityItem<typeof AdaptSeatEntity>;
