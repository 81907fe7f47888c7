import type { Grant } from "@intranet/contracts/audiences";
import { db } from "./entities";
import type { ArticleNodeRecord } from "./node.entity";
import type { ArticleSettingsRecord } from "./settings.entity";

/**
 * A company's knowledge base as one structure in memory, from ONE Query of its nodes (paged only
 * past 1 MB) and the settings Get: every page's structure and every access check come from it.
 * Kept in the Lambda's memory by company and version (see `readTree`): shared, never changed.
 */
export interface Tree {
  clientId: string;
  byId: ReadonlyMap<string, ArticleNodeRecord>;
  /** Children of each folder in order; top folders under "". */
  children: ReadonlyMap<string, readonly ArticleNodeRecord[]>;
  version: number;
  nodeCount: number;
  emptyAsArticles: boolean;
}

const TOP = "";
const byOrder = (a: ArticleNodeRecord, b: ArticleNodeRecord) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.nodeId.localeCompare(b.nodeId);

export const grantsOf = (node: ArticleNodeRecord): Grant[] => (node.grants as Grant[] | undefined) ?? [];

export function treeOf(clientId: string, nodes: ArticleNodeRecord[], settings?: ArticleSettingsRecord): Tree {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const children = new Map<string, ArticleNodeRecord[]>();
  for (const node of nodes) {
    const parent = node.parentId ?? TOP;
    const siblings = children.get(parent);
    if (siblings) siblings.push(node);
    else children.set(parent, [node]);
  }
  for (const list of children.values()) list.sort(byOrder);
  return {
    clientId,
    byId,
    children,
    version: settings?.treeVersion ?? 0,
    nodeCount: settings?.nodeCount ?? 0,
    emptyAsArticles: settings?.emptyAsArticles ?? false,
  };
}

/**
 * Trees kept in the Lambda's memory, by company, each under the `treeVersion` it was read at: every
 * write of what a tree holds bumps that version in its own transaction (structural writes through
 * the guard, saves, files and settings by +1), so a tree kept under the version the settings show
 * now is the tree as it is. Bounded: the least recently used company goes first past 50 companies
 * or 20,000 nodes in all; an entry older than a minute is read again (a safety net for writes made
 * outside the service, such as a deletion's batches). Trees handed out are shared: callers never
 * change them (the nodes and the children's lists are frozen).
 */
const kept = new Map<string, { tree: Tree; at: number }>();
const KEPT_COMPANIES = 50;
const KEPT_NODES = 20_000;
const KEPT_MS = 60_000;
let keptNodes = 0;

function keptTree(clientId: string, version: number): Tree | undefined {
  const entry = kept.get(clientId);
  if (!entry || entry.tree.version !== version || Date.now() - entry.at > KEPT_MS) return undefined;
  kept.delete(clientId);
  kept.set(clientId, entry);
  return entry.tree;
}

function keep(tree: Tree): Tree {
  for (const node of tree.byId.values()) Object.freeze(node);
  for (const list of tree.children.values()) Object.freeze(list);
  const old = kept.get(tree.clientId);
  if (old) {
    kept.delete(tree.clientId);
    keptNodes -= old.tree.byId.size;
  }
  kept.set(tree.clientId, { tree, at: Date.now() });
  keptNodes += tree.byId.size;
  for (const [clientId, entry] of kept) {
    if (kept.size <= 1 || (kept.size <= KEPT_COMPANIES && keptNodes <= KEPT_NODES)) break;
    kept.delete(clientId);
    keptNodes -= entry.tree.byId.size;
  }
  return tree;
}

/** Forgets every kept tree (tests only: each read after it queries the nodes). */
export function forgetTrees(): void {
  kept.clear();
  keptNodes = 0;
}

/**
 * The tree as it is now: the settings' Get FIRST, then the nodes' Query. A reader whose settings
 * show the version of a kept tree answers that tree without the Query (a warm read: one Get).
 * Otherwise the nodes are read consistent, after the version: they can only be newer than it (a
 * write landing in between bumped it past the key, and the next reader reads again), never older,
 * so the tree can be kept under it. Writes read `consistent` and never answer a kept tree: their
 * guard then refuses a plan built on nodes newer than the version (in parallel, a write landing
 * between the two reads would pair stale nodes with the new version and the guard would let a plan
 * built on them through); the tree they read is kept for the readers after them. With `excerpts`
 * (folder pages, search's re-index) the nodes are read whole and nothing is kept.
 */
export async function readTree(clientId: string, consistent = false, excerpts = false): Promise<Tree> {
  const { entities } = db();
  const settings = () => entities.artSettings.get({ clientId }).go({ consistent });
  const nodes = (consistent: boolean) =>
    entities.artNode.query
      .byTree({ clientId })
      .go({ pages: "all", consistent, ...(excerpts ? {} : { attributes: STRUCTURE }) });
  const build = (read: ArticleSettingsRecord | null, found: Awaited<ReturnType<typeof nodes>>) =>
    treeOf(
      clientId,
      found.data.map((node) => ({ excerpt: "", ...node }) as ArticleNodeRecord),
      read ?? undefined,
    );
  if (excerpts && !consistent) {
    const [read, found] = await Promise.all([settings(), nodes(false)]);
    return build(read.data, found);
  }
  const read = await settings();
  if (!consistent && !excerpts) {
    const hit = keptTree(clientId, read.data?.treeVersion ?? 0);
    if (hit) return hit;
  }
  const tree = build(read.data, await nodes(true));
  return excerpts ? tree : keep(tree);
}

/**
 * What the tree reads unless excerpts are asked for (folder pages, search's re-index): the excerpt
 * is most of a node's bytes, and the time of the one Query grows with its bytes.
 */
const STRUCTURE = [
  "clientId",
  "nodeId",
  "kind",
  "parentId",
  "title",
  "order",
  "grants",
  "filesCount",
  "authorId",
  "createdAt",
  "updatedAt",
  "updatedBy",
  "revision",
  "cover",
  "removed",
] as const;

export const childrenOf = (tree: Tree, parentId: string | null | undefined): readonly ArticleNodeRecord[] =>
  tree.children.get(parentId ?? TOP) ?? [];

/** The node's folders from the top down, the node last (a broken chain stops where it breaks). */
export function chainOf(tree: Tree, node: ArticleNodeRecord): ArticleNodeRecord[] {
  const chain = [node];
  const seen = new Set([node.nodeId]);
  for (let at = node; at.parentId;) {
    const parent = tree.byId.get(at.parentId);
    if (!parent || seen.has(parent.nodeId)) break;
    chain.unshift(parent);
    seen.add(parent.nodeId);
    at = parent;
  }
  return chain;
}

/** A top folder is depth 0. */
export const depthOf = (tree: Tree, node: ArticleNodeRecord): number => chainOf(tree, node).length - 1;

/** The node and everything under it, depth first in order (the node first). */
export function subtreeOf(tree: Tree, node: ArticleNodeRecord): ArticleNodeRecord[] {
  const found: ArticleNodeRecord[] = [];
  const visit = (at: ArticleNodeRecord) => {
    found.push(at);
    for (const child of childrenOf(tree, at.nodeId)) visit(child);
  };
  visit(node);
  return found;
}

/** Folder levels below the node (0: nothing below it is a folder). */
export function folderHeightOf(tree: Tree, node: ArticleNodeRecord): number {
  const folders = childrenOf(tree, node.nodeId).filter((child) => child.kind === "folder");
  return folders.length ? 1 + Math.max(...folders.map((child) => folderHeightOf(tree, child))) : 0;
}
