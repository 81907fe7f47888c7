import { defineEntity, type EntityItem } from "../db/entity";

/**
 * An adaptation track (product-spec §3 Adaptation track). Its scenarios, stages and steps live in
 * the item (at most 10 scenarios of 100 steps): the editor and every person's plan read it with one
 * Get; an edit is one write conditioned on `revision`. Its counters (adaptations by state, overdue
 * steps) are ADDed in the transactions that change them, without touching `revision`, so a
 * newcomer's progress never conflicts with an editor.
 * Access patterns:
 * - by id: Get pk = clientId + trackId;
 * - a company's tracks (the list): Query gsi1 pk = clientId.
 */
export const AdaptTrackEntity = defineEntity({
  model: { entity: "adaptTrack", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    trackId: { type: "string", required: true },
    name: { type: "string", required: true },
    description: { type: "string", required: true },
    active: { type: "boolean", required: true },
    hrIds: { type: "list", items: { type: "string" }, required: true },
    /** contracts `ScenarioView[]`. */
    scenarios: { type: "any", required: true },
    /** contracts `TrackSettingsView`. */
    settings: { type: "any", required: true },
    running: { type: "number" },
    stopped: { type: "number" },
    finished: { type: "number" },
    overdue: { type: "number" },
    revision: { type: "number", required: true },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "trackId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["trackId"] },
    },
  },
});

export type AdaptTrackRecord = EntityItem<typeof AdaptTrackEntity>;
