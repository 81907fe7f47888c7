import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A task's body: its description (sanitised rich text), checklist items and files. Written in the
 * same transaction as its card; read only when the task is opened.
 * Access pattern: by task, Get pk = clientId + taskId.
 */
export const TaskBodyEntity = defineEntity({
  model: { entity: "taskBody", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    taskId: { type: "string", required: true },
    deskId: { type: "string", required: true },
    description: { type: "string", required: true },
    /** contracts `ChecklistItemView[]`. */
    checklist: { type: "any", required: true },
    /** contracts `TaskFileView[]`. */
    files: { type: "any", required: true },
  },
  indexes: {
    byTask: {
      pk: { field: "pk", composite: ["clientId", "taskId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type TaskBodyRecord = EntityItem<typeof TaskBodyEntity>;
