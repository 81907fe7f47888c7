import { registerEntities } from "../db";
import { UniqueEntity } from "./unique.entity";

/** The identity module's entities under their (global, stable) service keys; its door exports the map. */
export const identityEntities = {
  unique: UniqueEntity,
};

export type IdentityEntities = typeof identityEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends IdentityEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(identityEntities);
