import { taskPriorities } from "@intranet/contracts/taskTracker";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's tie to a task (its author, performer, a co-performer or an observer), for "My tasks"
 * across boards: one Query of the person's partition. The card's fields a list shows and filters
 * on (name, due, priority, finished) are copied here in every transaction that changes them, so
 * the list needs no read of the cards.
 * Access pattern: a person's tasks, Query pk = clientId + userId.
 */
export const TaskLinkEntity = defineEntity({
  model: { entity: "taskLink", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    taskId: { type: "string", required: true },
    deskId: { type: "string", required: true },
    roles: { type: "list", items: { type: "string" }, required: true },
    name: { type: "string", required: true },
    due: { type: "string" },
    priority: { type: taskPriorities, required: true },
    finished: { type: "boolean", required: true },
  },
  indexes: {
    byUser: {
      pk: { field: "pk", composite: ["clientId", "userId"] },
      sk: { field: "sk", composite: ["taskId"] },
    },
  },
});

export type TaskLinkRecord = EntityItem<typeof TaskLinkEntity>;
