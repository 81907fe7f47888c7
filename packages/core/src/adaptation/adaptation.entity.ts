import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person's adaptation on a track (their "user track"). Each step's state is a key of `progress`
 * (none: locked until its day, then open), so a person's page is this item and its track: two Gets.
 * Changes are one write conditioned on `revision`.
 * Access patterns:
 * - by id: Get pk = clientId + adaptId;
 * - a track's people (the users tab), newest first: Query gsi1 pk = clientId + trackId.
 */
export const AdaptationEntity = defineEntity({
  model: { entity: "adaptation", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    adaptId: { type: "string", required: true },
    trackId: { type: "string", required: true },
    scenarioId: { type: "string", required: true },
    userId: { type: "string", required: true },
    mentorId: { type: "string" },
    chiefId: { type: "string" },
    hrId: { type: "string" },
    status: { type: ["running", "stopped", "finished"] as const, required: true },
    /** The first day (ISO date). */
    startDay: { type: "string", required: true },
    /** Days its steps moved by while it was stopped. */
    shiftDays: { type: "number", required: true },
    /** The day it was stopped (while stopped). */
    stoppedOn: { type: "string" },
    /** stepId → `StepProgress` (plan.ts). */
    progress: { type: "any", required: true },
    /** Steps done, in order (the last is what "roll back one step" opens again). */
    doneOrder: { type: "list", items: { type: "string" }, required: true },
    /** Stages counted in the track's per-stage days (once each). */
    stagesCounted: { type: "list", items: { type: "string" }, required: true },
    revision: { type: "number", required: true },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    finishedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "adaptId"] },
      sk: { field: "sk", composite: [] },
    },
    byTrack: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "trackId"] },
      sk: { field: "gsi1sk", composite: ["adaptId"] },
    },
  },
});

export type AdaptationRecord = EntityItem<typeof AdaptationEntity>;
