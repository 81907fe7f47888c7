import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A track's figures for the analytics tab, ADDed in the transactions of its adaptations, one Query
 * for them all: per stage (`stageId` = the stage's id), adaptations that finished it and their days
 * from the start; per poll step (`stageId` = `poll:<pollId>`), people it was asked of and who answered.
 */
export const AdaptStageStatEntity = defineEntity({
  model: { entity: "adaptStageStat", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    trackId: { type: "string", required: true },
    stageId: { type: "string", required: true },
    finished: { type: "number" },
    days: { type: "number" },
    asked: { type: "number" },
    answered: { type: "number" },
  },
  indexes: {
    byTrack: {
      pk: { field: "pk", composite: ["clientId", "trackId"] },
      sk: { field: "sk", composite: ["stageId"] },
    },
  },
});

export type AdaptStageStatRecord = EntityItem<typeof AdaptStageStatEntity>;
