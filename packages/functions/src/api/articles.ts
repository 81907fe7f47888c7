import {
  addArticleFiles,
  articleBreadcrumbs,
  articleChildren,
  articleFullTree,
  createArticle,
  createDefaultSections,
  getArticle,
  getRevision,
  listArticles,
  listFavorites,
  listRevisions,
  orderArticle,
  publishArticleImage,
  removeArticleFiles,
  removeDeep,
  restoreRevision,
  setArticleRights,
  setEmptyAsArticles,
  setFavorite,
  updateArticle,
  viewArticle,
} from "@intranet/core/articles";
import { articlesRoutes } from "@intranet/contracts/articles";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The knowledge base's Lambda: thin, each route calls the articles module's service. */
export const handler = areaHandler(articlesRoutes, {
  list: ({ actor, params, query }) => listArticles(actor, params.client, params.user, query),
  breadcrumbs: ({ actor, params }) => articleBreadcrumbs(actor, params.id),
  fullTree: ({ actor, params }) => articleFullTree(actor, params.id),
  children: ({ actor, params }) => articleChildren(actor, params.id),
  get: ({ actor, params }) => getArticle(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createArticle(actor, body)),
  update: ({ actor, params, body }) => updateArticle(actor, params.id, body),
  removeDeep: async ({ actor, params }) => {
    await removeDeep(actor, params.id);
    return reply(204);
  },
  addFiles: ({ actor, params, body }) => addArticleFiles(actor, params.id, body.fileIds),
  removeFile: ({ actor, params }) => removeArticleFiles(actor, params.id, [params.file]),
  removeFiles: ({ actor, params, body }) => removeArticleFiles(actor, params.id, body.fileIds),
  emptyAsArticles: async ({ actor, params, body }) => {
    await setEmptyAsArticles(actor, params.client, body.value);
    return reply(204);
  },
  order: ({ actor, params, body }) => orderArticle(actor, params.client, params.from, params.to, body.place),
  view: ({ actor, params }) => viewArticle(actor, params.id, params.user),
  rights: ({ actor, params, body }) => setArticleRights(actor, params.id, body.grants),
  favorite: async ({ actor, params, body }) => {
    await setFavorite(actor, params.id, body.favorite);
    return reply(204);
  },
  favorites: ({ actor, params }) => listFavorites(actor, params.client, params.user),
  revisions: ({ actor, params }) => listRevisions(actor, params.id),
  revision: ({ actor, params }) => getRevision(actor, params.id, params.rev),
  restoreRevision: ({ actor, params }) => restoreRevision(actor, params.id, params.rev),
  image: async ({ actor, body }) => reply(201, await publishArticleImage(actor, body.fileId)),
  defaultSections: ({ actor, body }) => createDefaultSections(actor, body.lang),
});
