import { articleLimits, type ArticleKind } from "@intranet/contracts/articles";
import { generateKeyBetween } from "fractional-indexing";
import { AppError } from "../platform";
import { readableNode, type TreeAccess } from "./access";
import type { ArticleNodeRecord } from "./node.entity";
import { chainOf, childrenOf, depthOf, folderHeightOf } from "./tree";

/**
 * The folder a node goes into (undefined: the top, a section): an article needs a folder
 * (`articles.section_required`); a section is an admin's; a hidden folder is 404, a folder only
 * read 403, an article 400 `articles.parent_not_folder`; folders stop at `depthMax` levels.
 */
export function targetFolder(
  access: TreeAccess,
  kind: ArticleKind,
  parentId: string | null,
  folderHeight = 0,
): ArticleNodeRecord | undefined {
  if (parentId === null) {
    if (kind === "article") throw new AppError("articles.section_required");
    if (!access.admin) throw new AppError("articles.forbidden");
    if (folderHeight > articleLimits.depthMax) throw new AppError("articles.too_deep");
    return undefined;
  }
  const parent = readableNode(access, parentId);
  if (parent.kind !== "folder") throw new AppError("articles.parent_not_folder");
  if (!access.canWrite(parent)) throw new AppError("articles.forbidden");
  if (kind === "folder" && depthOf(access.tree, parent) + 1 + folderHeight > articleLimits.depthMax)
    throw new AppError("articles.too_deep");
  return parent;
}

/**
 * Where a node may move (rules spec §5): never into itself, one of its own folders or the folder
 * it is in; then as a new node of its kind would, its folders below counted in the depth.
 */
export function moveTarget(
  access: TreeAccess,
  node: ArticleNodeRecord,
  parentId: string | null,
): ArticleNodeRecord | undefined {
  if (parentId === node.nodeId) throw new AppError("articles.move_into_self");
  const target = parentId === null ? undefined : readableNode(access, parentId);
  if (target && chainOf(access.tree, target).some((step) => step.nodeId === node.nodeId))
    throw new AppError("articles.move_into_descendant");
  if ((node.parentId ?? null) === parentId) throw new AppError("articles.move_same_folder");
  const height = node.kind === "folder" ? folderHeightOf(access.tree, node) : 0;
  return targetFolder(access, node.kind, parentId, height);
}

/** An order key after the folder's last child. */
export function orderAtEnd(access: TreeAccess, parentId: string | null | undefined): string {
  const last = childrenOf(access.tree, parentId).at(-1);
  return generateKeyBetween(last?.order ?? null, null);
}

/** An order key just before or after `to` among its siblings (`from` itself left out). */
export function orderNextTo(
  access: TreeAccess,
  from: ArticleNodeRecord,
  to: ArticleNodeRecord,
  place: "before" | "after",
): string {
  const siblings = childrenOf(access.tree, to.parentId).filter((node) => node.nodeId !== from.nodeId);
  const at = siblings.findIndex((node) => node.nodeId === to.nodeId);
  const neighbour = siblings[place === "before" ? at - 1 : at + 1];
  const [low, high] = place === "before" ? [neighbour?.order ?? null, to.order] : [to.order, neighbour?.order ?? null];
  return generateKeyBetween(low, high);
}
