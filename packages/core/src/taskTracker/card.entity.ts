import { cardColours, taskPriorities } from "@intranet/contracts/taskTracker";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A task's card: what the board shows, kept small (~600 bytes) so a board of 1,000 cards is one
 * Query page. The description, the checklist's items and the files are the task body's
 * (body.entity.ts), read when the task is opened. `rank` is a fractional index: a move writes this
 * one item. `revision` counts content changes (edits, ticks), not moves: a move never makes an
 * open editor's save conflict, and an edit never moves a card back.
 * Access patterns:
 * - a board's cards: Query pk = clientId + deskId;
 * - by id (/api/task/{id}, notifications): Query gsi1 pk = clientId + taskId.
 */
export const TaskCardEntity = defineEntity({
  model: { entity: "taskCard", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    deskId: { type: "string", required: true },
    taskId: { type: "string", required: true },
    laneId: { type: "string", required: true },
    rank: { type: "string", required: true },
    name: { type: "string", required: true },
    authorId: { type: "string", required: true },
    performerId: { type: "string" },
    coPerformerIds: { type: "list", items: { type: "string" }, required: true },
    observerIds: { type: "list", items: { type: "string" }, required: true },
    start: { type: "string" },
    due: { type: "string" },
    plannedHours: { type: "number" },
    actualHours: { type: "number" },
    priority: { type: taskPriorities, required: true },
    colour: { type: cardColours, required: true },
    border: { type: cardColours, required: true },
    /** Tag ids, copied from the tags module's links by the subscriber (tag.attached / detached / deleted). */
    tags: { type: "list", items: { type: "string" }, required: true },
    checkDone: { type: "number", required: true },
    checkTotal: { type: "number", required: true },
    /** No default: ADDed by comments, absent reads as 0. */
    comments: { type: "number" },
    files: { type: "number", required: true },
    finished: { type: "boolean", required: true },
    finishedAt: { type: "string" },
    revision: { type: "number", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byDesk: {
      pk: { field: "pk", composite: ["clientId", "deskId"] },
      sk: { field: "sk", composite: ["taskId"] },
    },
    byId: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "taskId"] },
      sk: { field: "gsi1sk", composite: [] },
    },
  },
});

export type TaskCardRecord = EntityItem<typeof TaskCardEntity>;
