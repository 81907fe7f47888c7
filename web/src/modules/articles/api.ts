import {
  articlesRoutes as routes,
  type CreateArticleInput,
  type UpdateArticleBody,
} from "@intranet/contracts/articles";
import type { Grant } from "@intranet/contracts/audiences";
import { callRoute, type RequestOptions } from "../../api/client";

/** TanStack Query keys of the knowledge base; everything under `articles`, so a change refreshes every view of it. */
export const articlesKeys = {
  all: ["articles"] as const,
  trees: ["articles", "tree"] as const,
  /** The whole readable tree (the sidebar, the top page, the widget): one request. */
  tree: (clientId: string) => ["articles", "tree", clientId] as const,
  children: (clientId: string, folderId: string) => ["articles", "children", clientId, folderId] as const,
  tagged: (clientId: string, tagId: string) => ["articles", "tagged", clientId, tagId] as const,
  node: (id: string) => ["articles", "node", id] as const,
  favorites: (clientId: string) => ["articles", "favorites", clientId] as const,
  revisions: (id: string) => ["articles", "revisions", id] as const,
  revision: (id: string, rev: number) => ["articles", "revision", id, rev] as const,
};

/** Lists and pages show their own failures in place. */
const quiet = { no_show: true } as const;

/** The knowledge base's calls (rules-calls-errors-spec §5 Knowledge base), from contracts/articles/routes.ts. */
export const articlesApi = {
  /** The whole readable tree (no folder), or a folder's children with their excerpts. */
  list: (client: string, user: string, folderId?: string) =>
    callRoute(
      routes.list,
      { params: { client, user }, query: folderId ? { parent: folderId, full: "true" } : {} },
      quiet,
    ),
  /** The readable nodes carrying a tag, from every folder (the same list, filtered by the server). */
  tagged: (client: string, user: string, tagId: string) =>
    callRoute(routes.list, { params: { client, user }, query: { tags: tagId, full: "true" } }, quiet),
  /** The readable nodes whose title (or a tag's name) holds the text (a picker's search). */
  search: (client: string, user: string, search: string) =>
    callRoute(routes.list, { params: { client, user }, query: { search } }, quiet),
  get: (id: string) => callRoute(routes.get, { params: { id } }, quiet),
  create: (body: CreateArticleInput, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: UpdateArticleBody, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  remove: (id: string) => callRoute(routes.removeDeep, { params: { id } }),
  addFiles: (id: string, fileIds: string[]) => callRoute(routes.addFiles, { params: { id }, body: { fileIds } }),
  removeFile: (id: string, file: string) => callRoute(routes.removeFile, { params: { id, file } }),
  order: (client: string, from: string, to: string, place: "before" | "after") =>
    callRoute(routes.order, { params: { client, from, to }, body: { place } }),
  view: (id: string, user: string) => callRoute(routes.view, { params: { id, user } }, quiet),
  rights: (id: string, grants: Grant[], options?: RequestOptions) =>
    callRoute(routes.rights, { params: { id }, body: { grants } }, options),
  favorite: (id: string, favorite: boolean) => callRoute(routes.favorite, { params: { id }, body: { favorite } }),
  favorites: (client: string, user: string) => callRoute(routes.favorites, { params: { client, user } }, quiet),
  revisions: (id: string) => callRoute(routes.revisions, { params: { id } }, quiet),
  revision: (id: string, rev: number) => callRoute(routes.revision, { params: { id, rev } }, quiet),
  restore: (id: string, rev: number) => callRoute(routes.restoreRevision, { params: { id, rev } }),
  image: (fileId: string, options?: RequestOptions) => callRoute(routes.image, { body: { fileId } }, options),
  emptyAsArticles: (client: string, value: boolean) =>
    callRoute(routes.emptyAsArticles, { params: { client }, body: { value } }),
  defaultSections: (lang: "en" | "ru" | "ua") => callRoute(routes.defaultSections, { body: { lang } }),
};
