import type { Actor } from "@intranet/contracts";
import type { ArticleCrumb, ArticleNodeView, ArticleView } from "@intranet/contracts/articles";
import { tagsOfItem, tagsOfItems } from "../tags";
import { accessFor, readableNode, treeAccess, type TreeAccess } from "./access";
import { db } from "./entities";
import type { ArticleNodeRecord } from "./node.entity";
import { childrenOf, readTree, subtreeOf } from "./tree";
import { crumbsOf, toArticleView, toNodeView, type NodeDetails } from "./views";

/** An opened node's body, files, tags and the caller's favourite mark: one round of four reads. */
async function detailsOf(clientId: string, nodeId: string, userId: string, consistent: boolean): Promise<NodeDetails> {
  const { entities } = db();
  const [body, files, tagIds, favorite] = await Promise.all([
    entities.artBody.get({ clientId, nodeId }).go({ consistent }),
    entities.artFile.query.byNode({ clientId, nodeId }).go({ pages: "all", consistent }),
    tagsOfItem(clientId, "article", nodeId),
    entities.artFavorite.get({ clientId, userId, nodeId }).go({ consistent }),
  ]);
  return { body: body.data ?? undefined, files: files.data, tagIds, favorite: Boolean(favorite.data) };
}

/**
 * GET /api/article/{id}: the node with its content, table of contents, files and breadcrumbs. The
 * tree (access) and the node's own items are read in ONE round; after a write, `consistent`.
 */
export async function getArticle(
  actor: Actor,
  nodeId: string,
  consistent = false,
  /** After a write: the access this request already had; its profile is kept, the tree read again. */
  known?: TreeAccess,
): Promise<ArticleView> {
  const access = known
    ? treeAccess(actor, await readTree(known.tree.clientId, true), known.profile)
    : await accessFor(actor, consistent);
  const [node, details] = await Promise.all([
    Promise.resolve().then(() => readableNode(access, nodeId)),
    detailsOf(access.tree.clientId, nodeId, actor.userId, consistent),
  ]);
  return toArticleView(access, node, details);
}

/** GET /api/article/breadcrumbs/{id}: the folders from the top down to the node (the node last). */
export async function articleBreadcrumbs(actor: Actor, nodeId: string): Promise<ArticleCrumb[]> {
  const access = await accessFor(actor);
  return crumbsOf(access, readableNode(access, nodeId));
}

/** Nodes as the tree's items, with their tags (one Query of the company's article tags). */
export async function nodeViews(
  access: TreeAccess,
  nodes: ArticleNodeRecord[],
  options: { tags?: Map<string, string[]>; full?: boolean } = {},
): Promise<ArticleNodeView[]> {
  if (!nodes.length) return [];
  const tags = options.tags ?? (await tagsFor(access.tree.clientId, nodes));
  return nodes.map((node) => toNodeView(access, node, tags.get(node.nodeId) ?? [], options.full));
}

/** The nodes' tags: one node's own (a drag, a move) or the company's whole map (a list), one Query each. */
async function tagsFor(clientId: string, nodes: ArticleNodeRecord[]): Promise<Map<string, string[]>> {
  if (nodes.length !== 1) return tagsOfItems(clientId, "article");
  const [node] = nodes as [ArticleNodeRecord];
  return new Map([[node.nodeId, await tagsOfItem(clientId, "article", node.nodeId)]]);
}

/** GET /api/article/child/{id}: a folder's readable children, in order. */
export async function articleChildren(actor: Actor, nodeId: string): Promise<ArticleNodeView[]> {
  const access = await accessFor(actor);
  const folder = readableNode(access, nodeId);
  return nodeViews(access, childrenOf(access.tree, folder.nodeId).filter(access.canRead));
}

/** GET /api/article/full_tree/{id}: everything readable under a folder, depth first in order. */
export async function articleFullTree(actor: Actor, nodeId: string): Promise<ArticleNodeView[]> {
  const access = await accessFor(actor);
  const folder = readableNode(access, nodeId);
  return nodeViews(access, subtreeOf(access.tree, folder).slice(1).filter(access.canRead));
}
