import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A request waiting for a decision, under who may decide it: once under the chief asked (`queue` =
 * their id) and once under `*` (editors and admins see every one). Written with the request and
 * deleted with its decision, move or cancellation, in the same transactions. The inbox is one Query.
 * Access pattern: pk = clientId + queue, sk = start + vacationId.
 */
export const VacationWaitingEntity = defineEntity({
  model: { entity: "vacationWaiting", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    queue: { type: "string", required: true },
    start: { type: "string", required: true },
    vacationId: { type: "string", required: true },
    userId: { type: "string", required: true },
  },
  indexes: {
    byQueue: {
      pk: { field: "pk", composite: ["clientId", "queue"] },
      sk: { field: "sk", composite: ["start", "vacationId"] },
    },
  },
});

export type VacationWaitingRecord = EntityItem<typeof VacationWaitingEntity>;

/** The queue every editor and admin reads. */
export const ALL_QUEUE = "*";
