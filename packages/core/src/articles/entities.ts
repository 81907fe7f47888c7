import { registerEntities } from "../db";
import { ArticleBodyEntity } from "./body.entity";
import { ArticleFavoriteEntity } from "./favorite.entity";
import { ArticleFileLinkEntity } from "./file-link.entity";
import { ArticleNodeEntity } from "./node.entity";
import { ArticleRevisionEntity } from "./revision.entity";
import { ArticleSettingsEntity } from "./settings.entity";
import { ArticleViewGuardEntity } from "./view-guard.entity";

/** The knowledge base's entities under their (global, stable) service keys. */
export const articlesEntities = {
  artNode: ArticleNodeEntity,
  artBody: ArticleBodyEntity,
  artRevision: ArticleRevisionEntity,
  artFile: ArticleFileLinkEntity,
  artFavorite: ArticleFavoriteEntity,
  artViewGuard: ArticleViewGuardEntity,
  artSettings: ArticleSettingsEntity,
};

export type ArticlesEntities = typeof articlesEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ArticlesEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(articlesEntities);
