import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A project (rules spec §7 /api/project): a name boards belong to (the board names its project).
 * Access pattern: a company's projects, Query pk = clientId; one by id, Get pk = clientId, sk = projectId.
 */
export const TaskProjectEntity = defineEntity({
  model: { entity: "taskProject", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    projectId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true },
    ownerId: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["projectId"] },
    },
  },
});

export type TaskProjectRecord = EntityItem<typeof TaskProjectEntity>;
