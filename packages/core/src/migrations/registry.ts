import { LazyParts } from "../platform";
import type { DataMigration } from "./migration";

const parts = new LazyParts<readonly DataMigration[]>();

/** A module's migrations (the generated functions/src/data-migrations.ts registers each module's leaf). */
export function registerMigrationsLoader(load: () => Promise<readonly DataMigration[]>): void {
  parts.addLoader(load);
}

/** Every registered migration, each module's in its own order; an id used twice is a programming error. */
export async function registeredMigrations(): Promise<DataMigration[]> {
  const all = (await parts.all()).flat();
  const seen = new Set<string>();
  for (const { id } of all) {
    if (seen.has(id)) throw new Error(`data migration "${id}" is declared twice`);
    seen.add(id);
  }
  return all;
}
