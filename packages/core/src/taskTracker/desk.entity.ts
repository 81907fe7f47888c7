import { deskStatuses, deskTypes } from "@intranet/contracts/taskTracker";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A task board (product-spec §3 Task board). Its lanes live in the item (at most 30): a board's
 * settings and lanes are one Get; a lane change is one write conditioned on `revision`. Its
 * finished state is the board's alone: a finished board's tasks read as finished without a write
 * to each (docs/modules/taskTracker.md, "Finishing a board").
 * Access patterns:
 * - by id: Get pk = clientId + deskId;
 * - a company's boards (lists, projects, search readers): Query gsi1 pk = clientId.
 */
export const TaskDeskEntity = defineEntity({
  model: { entity: "taskDesk", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    deskId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true },
    type: { type: deskTypes, required: true },
    status: { type: deskStatuses, required: true },
    ownerId: { type: "string", required: true },
    projectId: { type: "string" },
    admins: { type: "list", items: { type: "string" }, required: true },
    /** contracts `Grant[]`: the members (read: view and comment; write: edit). */
    grants: { type: "any", required: true },
    /** contracts `LaneView[]`, in board order. */
    lanes: { type: "any", required: true },
    /** Cards on the board (ADDed in the task's create and delete transactions): the cap's count. */
    tasks: { type: "number" },
    revision: { type: "number", required: true },
    finishedAt: { type: "string" },
    finishedBy: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "deskId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["deskId"] },
    },
  },
});

export type TaskDeskRecord = EntityItem<typeof TaskDeskEntity>;
