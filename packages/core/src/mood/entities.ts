import { registerEntities } from "../db";
import { MoodMarkEntity } from "./mark.entity";
import { MoodTallyEntity } from "./tally.entity";

/** The mood meter's entities under their (global, stable) service keys. */
export const moodEntities = {
  moodMark: MoodMarkEntity,
  moodTally: MoodTallyEntity,
};

export type MoodEntities = typeof moodEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends MoodEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(moodEntities);
