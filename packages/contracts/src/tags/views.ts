import type { TagColour, TagModel, TagModule } from "./schemas";

/** A tag of a company's module vocabulary. */
export interface TagView {
  _id: string;
  client_id: string;
  module: TagModule;
  name: string;
  colour?: TagColour;
  createdBy: string;
  createdAt: string;
  /** Items it is attached to (counted as links are made and removed). */
  uses?: number;
  /** What the caller may do (the rule the API enforces): rename, recolour, delete = its creator or an admin. */
  can: { manage: boolean };
}

/** GET /api/tag/{client}/{module}: sorted by name; with `tmpl`, names starting with it first. */
export interface TagList {
  items: TagView[];
}

/** An item's tags after an attach or a detach. */
export interface ItemTagsView {
  model: TagModel;
  item_id: string;
  tags: TagView[];
}
