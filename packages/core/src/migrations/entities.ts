import { registerEntities } from "../db";
import { DataMigrationEntity } from "./ledger.entity";

/** The migrations ledger's entity under its (global, stable) service key. */
export const migrationsEntities = { dataMigration: DataMigrationEntity };

export type MigrationsEntities = typeof migrationsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends MigrationsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(migrationsEntities);
