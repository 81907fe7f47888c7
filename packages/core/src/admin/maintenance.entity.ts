import { maintenanceTasks } from "@intranet/contracts/admin";
import { defineEntity } from "../db/entity";

/**
 * One run of a service task (docs/modules/admin.md). Access pattern: a company's recent runs,
 * newest first: pk = clientId (tenant partition), sk = runId (ULID). Runs expire after a year.
 */
export const MaintenanceRunEntity = defineEntity({
  model: { entity: "maintenanceRun", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    runId: { type: "string", required: true },
    task: { type: maintenanceTasks, required: true },
    /** The collection a `deleteCollection` run deletes. */
    collection: { type: "string" },
    status: { type: ["queued", "running", "done", "failed"] as const, required: true },
    requestedById: { type: "string", required: true },
    requestedByFirstName: { type: "string" },
    requestedByLastName: { type: "string" },
    bySuperadmin: { type: "boolean", required: true },
    requestedAt: { type: "string", required: true },
    startedAt: { type: "string" },
    finishedAt: { type: "string" },
    result: { type: "any" },
    error: { type: "string" },
    expiresAt: { type: "number", required: true },
  },
  indexes: {
    byClient: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["runId"] },
    },
  },
});

/**
 * A task's lock in a company: the run it holds while queued or running, so the same task never
 * runs twice at once. Taken in the transaction that records the run, released when it ends; a
 * lock older than `staleAfterMs` (a job that died) may be taken over.
 */
export const MaintenanceLockEntity = defineEntity({
  model: { entity: "maintenanceLock", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    task: { type: maintenanceTasks, required: true },
    runId: { type: "string", required: true },
    since: { type: "number", required: true },
  },
  indexes: {
    byTask: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["task"] },
    },
  },
});
