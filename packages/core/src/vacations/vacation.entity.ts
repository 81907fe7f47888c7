import { vacationStatuses } from "@intranet/contracts/vacations";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A vacation: a person's days away. Access patterns: a person's vacations (one Query of their
 * partition: the overlap check, their page); one by id (gsi1). Requests waiting for a decision
 * are found through `vacationWaiting` items (waiting.entity.ts).
 */
export const VacationEntity = defineEntity({
  model: { entity: "vacation", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    vacationId: { type: "string", required: true },
    start: { type: "string", required: true },
    end: { type: "string", required: true },
    days: { type: "number", required: true },
    status: { type: vacationStatuses, required: true },
    comment: { type: "string", required: true, default: "" },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    /** The chief asked to decide it (the nearest when requested; none: editors decide). */
    approverId: { type: "string" },
    decidedBy: { type: "string" },
    reason: { type: "string" },
    revision: { type: "number", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["vacationId"] },
    },
    byId: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "vacationId"] },
      sk: { field: "gsi1sk", composite: [] },
    },
  },
});

export type VacationRecord = EntityItem<typeof VacationEntity>;
