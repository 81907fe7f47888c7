import { meetsAccessLevel } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type {
  ArticleCrumb,
  ArticleFileView,
  ArticleHeading,
  ArticleNodeView,
  ArticleRevisionSummary,
  ArticleView,
} from "@intranet/contracts/articles";
import type { TreeAccess } from "./access";
import type { ArticleBodyRecord } from "./body.entity";
import type { ArticleFileLinkRecord } from "./file-link.entity";
import type { ArticleNodeRecord } from "./node.entity";
import type { ArticleRevisionRecord } from "./revision.entity";
import { chainOf, grantsOf } from "./tree";

export function toNodeView(
  access: TreeAccess,
  node: ArticleNodeRecord,
  tagIds: string[] = [],
  withExcerpt = false,
): ArticleNodeView {
  return {
    id: node.nodeId,
    kind: node.kind,
    parentId: node.parentId ?? null,
    title: node.title,
    order: node.order,
    tagIds,
    filesCount: node.filesCount,
    restricted: grantsOf(node).length > 0,
    canWrite: access.canWrite(node),
    authorId: node.authorId,
    updatedAt: node.updatedAt,
    ...(withExcerpt ? { excerpt: node.excerpt } : {}),
    ...(node.cover ? { cover: node.cover } : {}),
  };
}

export const toCrumb = (node: ArticleNodeRecord): ArticleCrumb => ({
  id: node.nodeId,
  title: node.title,
  kind: node.kind,
});

export const crumbsOf = (access: TreeAccess, node: ArticleNodeRecord): ArticleCrumb[] =>
  chainOf(access.tree, node).map(toCrumb);

export const toFileView = (link: ArticleFileLinkRecord): ArticleFileView => ({
  id: link.fileId,
  name: link.name,
  contentType: link.contentType,
  size: link.size,
  isImage: link.isImage,
  addedAt: link.addedAt,
  addedBy: link.addedBy,
});

export const toRevisionSummary = (revision: Omit<ArticleRevisionRecord, "content">): ArticleRevisionSummary => ({
  rev: revision.rev,
  title: revision.title,
  authorId: revision.authorId,
  at: revision.at,
  length: revision.length,
});

/** What an opened node shows besides the node itself. */
export interface NodeDetails {
  body: ArticleBodyRecord | undefined;
  files: ArticleFileLinkRecord[];
  tagIds: string[];
  favorite: boolean;
}

export function toArticleView(access: TreeAccess, node: ArticleNodeRecord, details: NodeDetails): ArticleView {
  const canWrite = access.canWrite(node);
  const parent = node.parentId ? access.tree.byId.get(node.parentId) : undefined;
  const inherited = parent ? access.effectiveGrants(parent) : undefined;
  const url = details.body?.url;
  return {
    ...toNodeView(access, node, details.tagIds),
    content: details.body?.html ?? "",
    headings: (details.body?.headings as ArticleHeading[] | undefined) ?? [],
    ...(url ? { url } : {}),
    createdAt: node.createdAt,
    updatedBy: node.updatedBy,
    revision: node.revision,
    files: [...details.files].sort((a, b) => a.addedAt.localeCompare(b.addedAt)).map(toFileView),
    views: details.body?.views ?? 0,
    favorite: details.favorite,
    breadcrumbs: crumbsOf(access, node),
    ...(canWrite ? { grants: grantsOf(node), inheritedGrants: (inherited ?? []) as Grant[] } : {}),
    canAttach: canWrite && meetsAccessLevel(access.actor, "kb_files"),
  };
}
