import { registerEntities } from "../db";
import { ClientEntity } from "./client.entity";

/** The clients module's entities under their (global, stable) service keys; its door exports the map. */
export const clientsEntities = {
  client: ClientEntity,
};

export type ClientsEntities = typeof clientsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ClientsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(clientsEntities);
