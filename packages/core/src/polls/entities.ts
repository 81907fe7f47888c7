import { registerEntities } from "../db";
import { PollBallotEntity } from "./ballot.entity";
import { PollEntity } from "./poll.entity";
import { PollReleaseEntity } from "./release.entity";
import { PollTakerEntity } from "./taker.entity";
import { PollTallyEntity } from "./tally.entity";

/** The polls module's entities under their (global, stable) service keys. */
export const pollsEntities = {
  poll: PollEntity,
  pollTaker: PollTakerEntity,
  pollBallot: PollBallotEntity,
  pollTally: PollTallyEntity,
  pollRelease: PollReleaseEntity,
};

export type PollsEntities = typeof pollsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends PollsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(pollsEntities);
