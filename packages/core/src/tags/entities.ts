import { registerEntities } from "../db";
import { TagLinkEntity } from "./tag-link.entity";
import { TagNameEntity } from "./tag-name.entity";
import { TagEntity } from "./tag.entity";

/** The tags module's entities under their (global, stable) service keys. */
export const tagsEntities = {
  tag: TagEntity,
  tagName: TagNameEntity,
  tagLink: TagLinkEntity,
};

export type TagsEntities = typeof tagsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends TagsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(tagsEntities);
