import { registerEntities } from "../db";
import { ConnectionEntity } from "./connection.entity";

/** The realtime module's entities under their (global, stable) service keys; its door exports the map. */
export const realtimeEntities = {
  connection: ConnectionEntity,
};

export type RealtimeEntities = typeof realtimeEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends RealtimeEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(realtimeEntities);
