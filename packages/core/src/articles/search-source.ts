import { getAll } from "../db";
import type { DomainEvent } from "../events";
import type { ScopeDocuments, SearchDocument, SearchSource } from "../search";
import { tagNames, tagsOfItem, tagsOfItems } from "../tags";
import type { ArticleBodyRecord } from "./body.entity";
import { textOf } from "./content";
import { db } from "./entities";
import type { ArticleNodeRecord } from "./node.entity";
import { nodeSearchReaders } from "./search-readers";
import { chainOf, readTree, type Tree } from "./tree";
import { plugin } from "./plugin";

const SCOPE = "article:";
let lastStructure: Tree | undefined;

/**
 * The tree's structure (folders, grants, deletions) for re-indexing many nodes of one change: read
 * again only when its version moved (every structural write bumps it), so a subtree's N documents
 * cost one tree read, not N. Titles and texts are read fresh per node.
 */
async function structureOf(tenantId: string): Promise<Tree> {
  const { data } = await db().entities.artSettings.get({ clientId: tenantId }).go({ consistent: true });
  const version = data?.treeVersion ?? 0;
  if (lastStructure?.clientId === tenantId && lastStructure.version === version) return lastStructure;
  lastStructure = await readTree(tenantId, true);
  return lastStructure;
}
const scopeOf = (nodeId: string) => `${SCOPE}${nodeId}`;
const PAGE = 50;

/** A node as a search document: its title, headings, text and tags' names; readers from its chain's grants. */
export async function articleDocument(
  tree: Tree,
  node: ArticleNodeRecord,
  body: ArticleBodyRecord | undefined,
  tags: string[],
): Promise<SearchDocument> {
  const headings = ((body?.headings ?? []) as Array<{ text: string }>).map((heading) => heading.text).join("\n");
  return {
    type: "article",
    id: node.nodeId,
    title: node.title,
    text: { title: node.title, headings, body: await textOf(body?.html ?? ""), tags },
    readers: nodeSearchReaders(tree, node),
    path: `/articles/${node.nodeId}`,
    meta: { subtitle: node.excerpt.slice(0, 160) },
    date: node.updatedAt,
  };
}

/** Nodes still in the tree, not under a deletion. */
const live = (tree: Tree, node: ArticleNodeRecord | undefined): node is ArticleNodeRecord =>
  node !== undefined && !chainOf(tree, node).some((step) => step.removed);

const nodeIdsOf = (event: DomainEvent): string[] => {
  const detail = event.detail as { nodeIds?: unknown; model?: unknown; itemId?: unknown; items?: unknown };
  if (Array.isArray(detail.nodeIds)) return detail.nodeIds.filter((id): id is string => typeof id === "string");
  if (detail.model === "article" && typeof detail.itemId === "string") return [detail.itemId];
  if (Array.isArray(detail.items))
    return (detail.items as Array<{ model?: unknown; itemId?: unknown }>).flatMap((item) =>
      item.model === "article" && typeof item.itemId === "string" ? [item.itemId] : [],
    );
  return [];
};

export const articlesSearchSource: SearchSource = {
  name: "articles",
  events: plugin.searchEvents,
  scopesOf: (event) => nodeIdsOf(event).map(scopeOf),
  async load(tenantId, scope) {
    const nodeId = scope.slice(SCOPE.length);
    const { entities } = db();
    const [tree, fresh, body, tagIds, names] = await Promise.all([
      structureOf(tenantId),
      entities.artNode.get({ clientId: tenantId, nodeId }).go({ consistent: true }),
      entities.artBody.get({ clientId: tenantId, nodeId }).go({ consistent: true }),
      tagsOfItem(tenantId, "article", nodeId),
      tagNames(tenantId, "articles"),
    ]);
    const node = fresh.data ?? undefined;
    if (!node || !tree.byId.has(nodeId) || !live(tree, node)) return [];
    return [
      await articleDocument(
        tree,
        node,
        body.data ?? undefined,
        tagIds.flatMap((id) => names.get(id) ?? []),
      ),
    ];
  },
  async *scan(tenantId) {
    const [tree, tags, names] = await Promise.all([
      readTree(tenantId, false, true),
      tagsOfItems(tenantId, "article"),
      tagNames(tenantId, "articles"),
    ]);
    const nodes = [...tree.byId.values()].filter((node) => live(tree, node));
    for (let start = 0; start < nodes.length; start += PAGE) {
      const page = nodes.slice(start, start + PAGE);
      const bodies = await getAll(
        page.map((node) => ({ clientId: tenantId, nodeId: node.nodeId })),
        (keys) => db().entities.artBody.get(keys).go(),
      );
      const byId = new Map(bodies.map((body) => [body.nodeId, body]));
      const scopes: ScopeDocuments[] = [];
      for (const node of page) {
        const tagText = (tags.get(node.nodeId) ?? []).flatMap((id) => names.get(id) ?? []);
        scopes.push({
          scope: scopeOf(node.nodeId),
          docs: [await articleDocument(tree, node, byId.get(node.nodeId), tagText)],
        });
      }
      yield scopes;
    }
  },
};
