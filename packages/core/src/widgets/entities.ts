import { registerEntities } from "../db";
import { LinksBlockEntity } from "./links-block.entity";
import { BlockLinkEntity } from "./block-link.entity";

/** The widgets module's entities under their (global, stable) service keys; its door exports the map. */
export const widgetsEntities = {
  linksBlock: LinksBlockEntity,
  blockLink: BlockLinkEntity,
};

export type WidgetsEntities = typeof widgetsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends WidgetsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(widgetsEntities);
