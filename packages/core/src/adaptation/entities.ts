import { registerEntities } from "../db";
import { AdaptationEntity } from "./adaptation.entity";
import { AdaptLinkEntity } from "./link.entity";
import { AdaptSeatEntity } from "./seat.entity";
import { AdaptStageStatEntity } from "./stage-stat.entity";
import { AdaptTrackEntity } from "./track.entity";

/** The adaptation's entities under their (global, stable) service keys. */
export const adaptationEntities = {
  adaptTrack: AdaptTrackEntity,
  adaptation: AdaptationEntity,
  adaptLink: AdaptLinkEntity,
  adaptSeat: AdaptSeatEntity,
  adaptStageStat: AdaptStageStatEntity,
};

export type AdaptationEntities = typeof adaptationEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AdaptationEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(adaptationEntities);
