import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import { accessProfileOf, levelFor, type AccessProfile } from "../audiences";
import { AppError, requireTenant } from "../platform";
import type { ArticleNodeRecord } from "./node.entity";
import { grantsOf, readTree, type Tree } from "./tree";

/**
 * Who may read and write which node, computed in memory from the tree and the caller's access
 * profile (read once per request, fresh: a move into a department counts at once):
 * - a node without grants follows its folder's; a top folder without grants is read by everyone
 *   and written by admins only; otherwise `levelFor(profile, grants)`;
 * - a node is readable only when every folder above it is (and none is being deleted);
 * - write: admins (a superadmin inside the workspace too), the effective level "write", or an
 *   article's author while they can read it.
 */
export interface TreeAccess {
  tree: Tree;
  actor: Actor;
  /** The caller's audiences (none for admins, who read everything). */
  profile: AccessProfile | undefined;
  admin: boolean;
  canRead(node: ArticleNodeRecord): boolean;
  canWrite(node: ArticleNodeRecord): boolean;
  /** The grants the node follows: its own, else its nearest folder's (undefined: everyone reads). */
  effectiveGrants(node: ArticleNodeRecord): Grant[] | undefined;
}

export function treeAccess(actor: Actor, tree: Tree, profile: AccessProfile | undefined): TreeAccess {
  const admin = isAdminOrAbove(actor);
  const effective = new Map<string, Grant[] | undefined>();
  const readable = new Map<string, boolean>();
  const effectiveGrants = (node: ArticleNodeRecord): Grant[] | undefined => {
    if (effective.has(node.nodeId)) return effective.get(node.nodeId);
    const own = grantsOf(node);
    const parent = node.parentId ? tree.byId.get(node.parentId) : undefined;
    const found = own.length ? own : parent ? effectiveGrants(parent) : undefined;
    effective.set(node.nodeId, found);
    return found;
  };
  const level = (node: ArticleNodeRecord) => {
    const grants = effectiveGrants(node);
    if (!profile?.active) return "none";
    return grants ? levelFor(profile, grants) : "read";
  };
  const canRead = (node: ArticleNodeRecord): boolean => {
    const known = readable.get(node.nodeId);
    if (known !== undefined) return known;
    const parent = node.parentId ? tree.byId.get(node.parentId) : undefined;
    const chainOk = !node.removed && (node.parentId ? parent !== undefined && canRead(parent) : true);
    const result = chainOk && (admin || level(node) !== "none");
    readable.set(node.nodeId, result);
    return result;
  };
  const canWrite = (node: ArticleNodeRecord) =>
    canRead(node) && (admin || level(node) === "write" || (node.kind === "article" && node.authorId === actor.userId));
  return { tree, actor, profile, admin, canRead, canWrite, effectiveGrants };
}

/**
 * The tree as the caller meets it, in one round of reads: the tree's Query and settings Get, and
 * (not for admins, who read everything) the caller's access profile.
 */
export async function accessFor(actor: Actor, consistent = false, excerpts = false): Promise<TreeAccess> {
  const clientId = requireTenant(actor);
  const admin = isAdminOrAbove(actor);
  const [tree, profile] = await Promise.all([
    readTree(clientId, consistent, excerpts),
    admin ? Promise.resolve(undefined) : accessProfileOf(clientId, actor.userId),
  ]);
  return treeAccess(actor, tree, profile);
}

/** A node the caller may read, else `articles.not_found` (another tenant's, missing or hidden alike). */
export function readableNode(access: TreeAccess, nodeId: string): ArticleNodeRecord {
  const node = access.tree.byId.get(nodeId);
  if (!node || !access.canRead(node)) throw new AppError("articles.not_found");
  return node;
}

/** A node the caller may change: hidden is 404, only readable is 403 `articles.forbidden`. */
export function writableNode(access: TreeAccess, nodeId: string): ArticleNodeRecord {
  const node = readableNode(access, nodeId);
  if (!access.canWrite(node)) throw new AppError("articles.forbidden");
  return node;
}

/** `{client}` and `{user}` of a person's own lists: the caller's tenant and the caller (else 403). */
export function requireSelf(actor: Actor, client: string, user: string): string {
  const clientId = requireTenant(actor);
  if (client !== clientId || user !== actor.userId) throw new AppError("articles.forbidden");
  return clientId;
}
