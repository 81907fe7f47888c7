import type { ModulePlugin } from "../platform";

/**
 * Knowledge base: people mentioned in a saved article who may read it are told (section other); a
 * renamed tag of its vocabulary re-indexes its articles (core/articles/subscriber.ts).
 */
export const plugin = {
  subscriptions: [{ name: "ArticleEvents", eventTypes: ["article.mentioned", "tag.renamed"], file: "article-events" }],
  searchEvents: ["article.changed", "article.deleted", "tag.attached", "tag.detached", "tag.deleted"],
  collections: [
    {
      name: "articles",
      entities: ["artNode", "artBody", "artRevision", "artFile", "artFavorite", "artViewGuard", "artSettings"],
      fileModules: ["articles"],
      deletable: false,
    },
  ],
} satisfies ModulePlugin;
