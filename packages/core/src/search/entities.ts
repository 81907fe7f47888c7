import { registerEntities } from "../db";
import { SearchDocEntity } from "./doc.entity";
import { SearchPostingEntity } from "./posting.entity";
import { SearchTermEntity } from "./term.entity";
import { SearchVariantEntity } from "./variant.entity";

/** Search's entities under their (global, stable) service keys. */
export const searchEntities = {
  searchDoc: SearchDocEntity,
  searchPosting: SearchPostingEntity,
  searchTerm: SearchTermEntity,
  searchVariant: SearchVariantEntity,
};

export type SearchEntities = typeof searchEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends SearchEntities {}
}

export const db = registerEntities(searchEntities);
