import { registerEntities } from "../db";
import { IdeaEntity } from "./idea.entity";
import { IdeasSettingsEntity } from "./settings.entity";
import { IdeaStatusEntity } from "./status.entity";
import { IdeaVoteEntity } from "./vote.entity";

/** The ideas module's entities under their (global, stable) service keys. */
export const ideasEntities = {
  idea: IdeaEntity,
  ideaVote: IdeaVoteEntity,
  ideaByStatus: IdeaStatusEntity,
  ideasSettings: IdeasSettingsEntity,
};

export type IdeasEntities = typeof ideasEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends IdeasEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(ideasEntities);
