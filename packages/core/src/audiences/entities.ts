import { registerEntities } from "../db";
import { DirectoryCardEntity } from "./card.entity";
import { DirectoryEntryEntity } from "./entry.entity";
import { DirectoryValueEntity } from "./value.entity";
import { GrantEntryEntity } from "./grant-entry.entity";

/** The audiences module's entities under their (global, stable) service keys. */
export const audiencesEntities = {
  directoryCard: DirectoryCardEntity,
  directoryEntry: DirectoryEntryEntity,
  directoryValue: DirectoryValueEntity,
  grantEntry: GrantEntryEntity,
};

export type AudiencesEntities = typeof audiencesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends AudiencesEntities {}
}

export const db = registerEntities(audiencesEntities);
