import { defineEntity, type EntityItem } from "../db/entity";

/**
 * The company's plan counters, ADDed in the transaction of every plan change (never counted by a
 * scan): the admins' analytics is one Get. Created by its first ADD; absent counters read as 0.
 * Access pattern: Get pk = clientId.
 */
export const IdpStatsEntity = defineEntity({
  model: { entity: "idpStats", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    active: { type: "number" },
    finished: { type: "number" },
    tasksOpen: { type: "number" },
    tasksDone: { type: "number" },
    overdue: { type: "number" },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type IdpStatsRecord = EntityItem<typeof IdpStatsEntity>;
export type IdpCounters = Pick<IdpStatsRecord, "active" | "finished" | "tasksOpen" | "tasksDone" | "overdue">;
