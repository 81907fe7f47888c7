import type { Grant } from "@intranet/contracts/audiences";
import { db } from "./entities";
import type { ArticleNodeRecord } from "./node.entity";
import type { ArticleSettingsRecord } from "./settings.entity";

/**
 * A company's knowledge base as one structure in memory, from ONE Query of its nodes (paged only
 * past 1 MB) and the settings Get: every page's structure and every access check come from it.
 */
export interface Tree {
  clientId: string;
  byId: ReadonlyMap<string, ArticleNodeRecord>;
  /** Children of each folder in order; top folders under "". */
  children: ReadonlyMap<string, ArticleNodeRecord[]>;
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
    children.set(parent, [...(children.get(parent) ?? []), node]);
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
 * The tree as it is now: the nodes' Query and the settings' Get. Writes read it `consistent`, the
 * settings FIRST: nodes read after the version can only be newer than it (and the guard then
 * refuses the plan), never older — in parallel, a write landing between the two reads would pair
 * stale nodes with the new version and the guard would let a plan built on them through.
 */
export async function readTree(clientId: string, consistent = false, excerpts = false): Promise<Tree> {
  const { entities } = db();
  const settings = () => entities.artSettings.get({ clientId }).go({ consistent });
  const nodes = () =>
    entities.artNode.query
      .byTree({ clientId })
      .go({ pages: "all", consistent, ...(excerpts ? {} : { attributes: STRUCTURE }) });
  const [read, found] = consistent
    ? await settings().then(async (read) => [read, await nodes()] as const)
    : await Promise.all([settings(), nodes()]);
  const records = found.data.map((node) => ({ excerpt: "", ...node }) as ArticleNodeRecord);
  return treeOf(clientId, records, read.data ?? undefined);
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
  "removed",
] as const;

export const childrenOf = (tree: Tree, parentId: string | null | undefined): ArticleNodeRecord[] =>
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
