import { registerEntities } from "../db";
import { ExportEntity } from "./export.entity";

/** The exports module's entities under their (global, stable) service keys. */
export const exportsEntities = { export: ExportEntity };

export type ExportsEntities = typeof exportsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ExportsEntities {}
}

export const db = registerEntities(exportsEntities);
