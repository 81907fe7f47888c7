import type { Actor } from "@intranet/contracts";
import type { ArticleListQuery, ArticleTreeView } from "@intranet/contracts/articles";
import { tagNames, tagsOfItems } from "../tags";
import { accessFor, readableNode, requireSelf, type TreeAccess } from "./access";
import type { ArticleNodeRecord } from "./node.entity";
import { childrenOf, subtreeOf } from "./tree";
import { nodeViews } from "./read";

const fold = (text: string) => text.toLocaleLowerCase().replace(/ё/g, "е");

/** Every readable node, depth first in order (the sidebar's tree). */
export function readableTree(access: TreeAccess): ArticleNodeRecord[] {
  return childrenOf(access.tree, null).flatMap((top) => subtreeOf(access.tree, top).filter(access.canRead));
}

/**
 * GET /api/user/{client}/articles/access_for/{user} (`client` the caller's tenant, `user` the caller):
 * the whole readable tree, or a folder's children; narrowed by a text in titles and tags' names
 * and by tags (all of them). A fixed cost whatever the company holds: the caller's profile, the
 * tree's Query and settings Get, the article tags' Query (and the vocabulary's, for a text).
 */
export async function listArticles(
  actor: Actor,
  client: string,
  user: string,
  query: ArticleListQuery,
): Promise<ArticleTreeView> {
  const clientId = requireSelf(actor, client, user);
  const search = query.search ? fold(query.search) : "";
  const [access, tags, names] = await Promise.all([
    accessFor(actor, false, query.full ?? false),
    tagsOfItems(clientId, "article"),
    search ? tagNames(clientId, "articles") : Promise.resolve(new Map<string, string>()),
  ]);
  let nodes = query.parent
    ? childrenOf(access.tree, readableNode(access, query.parent).nodeId).filter(access.canRead)
    : readableTree(access);
  if (search)
    nodes = nodes.filter(
      (node) =>
        fold(node.title).includes(search) ||
        (tags.get(node.nodeId) ?? []).some((tagId) => fold(names.get(tagId) ?? "").includes(search)),
    );
  const wanted = query.tags ?? [];
  if (wanted.length) nodes = nodes.filter((node) => wanted.every((tagId) => tags.get(node.nodeId)?.includes(tagId)));
  return {
    items: await nodeViews(access, nodes, { tags, full: query.full ?? false }),
    canCreateSection: access.admin,
    emptyAsArticles: access.tree.emptyAsArticles,
  };
}
