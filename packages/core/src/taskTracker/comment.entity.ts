import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A comment on a task. Ids are time-ordered (newId), so a task's comments read oldest first.
 * Access pattern: a task's comments, Query pk = clientId + taskId (a page at a time).
 */
export const TaskCommentEntity = defineEntity({
  model: { entity: "taskComment", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    taskId: { type: "string", required: true },
    commentId: { type: "string", required: true },
    authorId: { type: "string", required: true },
    html: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byTask: {
      pk: { field: "pk", composite: ["clientId", "taskId"] },
      sk: { field: "sk", composite: ["commentId"] },
    },
  },
});

export type TaskCommentRecord = EntityItem<typeof TaskCommentEntity>;
