/* Test support of the knowledge base: node and article fixtures, a reader with its rights, and the app opened with the knowledge base's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type { ArticleFileView, ArticleNodeView, ArticleTreeView, ArticleView } from "@intranet/contracts/articles";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann, an employee of Acme with the knowledge base's rights (files included). */
export const reader = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "knowl_base", "kb_files"] as FeatureRight[], ...overrides });

export { chloe };

/** A node of the tree: a writable folder at the top unless told otherwise. */
export function node(overrides: Partial<ArticleNodeView> = {}): ArticleNodeView {
  return {
    id: "f1",
    kind: "folder",
    parentId: null,
    title: "Human resources",
    order: "a0",
    tagIds: [],
    filesCount: 0,
    restricted: false,
    canWrite: true,
    authorId: "u2",
    updatedAt: "2026-11-10T10:00:00.000Z",
    ...overrides,
  };
}

/** An article opened: "Vacation policy" in the folder f1, revision 3, by Chloe. */
export function articleView(overrides: Partial<ArticleView> = {}): ArticleView {
  return {
    ...node({ id: "a1", kind: "article", parentId: "f1", title: "Vacation policy" }),
    content:
      '<h2 id="how-to-ask">How to ask</h2><p>Ask your manager.</p><h2 id="how-long">How long</h2><p>28 days.</p>',
    headings: [
      { level: 2, id: "how-to-ask", text: "How to ask" },
      { level: 2, id: "how-long", text: "How long" },
    ],
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedBy: "u2",
    revision: 3,
    files: [],
    views: 12,
    favorite: false,
    breadcrumbs: [
      { id: "f1", title: "Human resources", kind: "folder" },
      { id: "a1", title: "Vacation policy", kind: "article" },
    ],
    canAttach: true,
    ...overrides,
  };
}

/** A folder opened (its page's header, description and files). */
/** A PDF attached to a node, as the API lists it: its name is the id after `file-`. */
export const attachedFile = (id: string): ArticleFileView => ({
  id,
  name: id.replace("file-", ""),
  contentType: "application/pdf",
  size: 2048,
  isImage: false,
  addedAt: "2026-11-10T10:00:00.000Z",
  addedBy: "u1",
});

export const folderView = (overrides: Partial<ArticleView> = {}) =>
  articleView({
    id: "f1",
    kind: "folder",
    parentId: null,
    title: "Human resources",
    content: "",
    headings: [],
    breadcrumbs: [{ id: "f1", title: "Human resources", kind: "folder" }],
    ...overrides,
  });

export const treeView = (items: ArticleNodeView[], overrides: Partial<ArticleTreeView> = {}): ArticleTreeView => ({
  items,
  canCreateSection: false,
  emptyAsArticles: false,
  ...overrides,
});

/** The list route (the whole tree, or a folder's children with `?parent=`: the query is not part of the key). */
export const listRoute = (me = "u1") => `GET /api/user/c1/articles/access_for/${me}`;
export const favoritesRoute = (me = "u1") => `GET /api/user/c1/articles/favorites/${me}`;

/** A small tree: the folder "Human resources" with the article "Vacation policy". */
export const smallTree = () =>
  treeView([node(), node({ id: "a1", kind: "article", parentId: "f1", title: "Vacation policy" })]);

/** The whole app at `path`, signed in as `me` (Ann, a reader of Acme), with these answers. */
export function openArticles(path: string, routes: FakeRoutes = {}, me: UserView = reader()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    [listRoute(me._id)]: { body: smallTree() },
    [favoritesRoute(me._id)]: { body: [] },
    "GET /api/tag/c1/articles": { body: { items: [] } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
