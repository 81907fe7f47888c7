import { defineEntity, type EntityItem } from "../db/entity";

/** A task of a plan, kept in the plan's item (at most `idpLimits.tasksMax`). */
export interface TaskRecord {
  id: string;
  title: string;
  description: string;
  due?: string;
  courseId?: string;
  done: boolean;
  doneBy?: string;
  doneAt?: string;
  /** The employee was told it is due soon (for this due date). */
  soon?: string;
  /** Counted in the company's overdue tasks (the timer flagged it, for this due date). */
  ov?: string;
}

/**
 * A development plan with its tasks (notes and the journal are items of their own). Every change
 * is one write conditioned on `revision`, in a transaction with its journal entry, the people's
 * links and the company's counters.
 * Access patterns:
 * - by id: Get pk = clientId + planId;
 * - a person's plans (mine, `list/{user}`), newest first: Query gsi1 pk = clientId + employeeId;
 * - the company's (all, admins), by status then newest: Query gsi2 pk = clientId, sk status + planId.
 */
export const IdpPlanEntity = defineEntity({
  model: { entity: "idpPlan", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    planId: { type: "string", required: true },
    title: { type: "string", required: true },
    description: { type: "string", required: true },
    employeeId: { type: "string", required: true },
    creatorId: { type: "string", required: true },
    observerId: { type: "string" },
    /** The employee's chiefs when the plan was last written (lists and search; access checks them live). */
    chiefIds: { type: "list", items: { type: "string" }, required: true },
    status: { type: ["active", "finished"] as const, required: true },
    /** `TaskRecord[]` in order. */
    tasks: { type: "any", required: true },
    revision: { type: "number", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
    finishedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "planId"] },
      sk: { field: "sk", composite: [] },
    },
    byEmployee: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "employeeId"] },
      sk: { field: "gsi1sk", composite: ["planId"] },
    },
    byCompany: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["status", "planId"] },
    },
  },
});

export type IdpPlanRecord = EntityItem<typeof IdpPlanEntity>;
