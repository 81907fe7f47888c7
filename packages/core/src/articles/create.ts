import type { Actor } from "@intranet/contracts";
import type { ArticleView, CreateArticleBody } from "@intranet/contracts/articles";
import { named } from "../db";
import { newId } from "../platform";
import { setItemTags } from "../tags";
import { accessFor } from "./access";
import { attachableFiles, linkOf } from "./attachments";
import { cleanContent, coverOf } from "./content";
import { nodesEvents, publish, type ArticleEvent } from "./events";
import type { ArticleNodeRecord } from "./node.entity";
import { getArticle } from "./read";
import { orderAtEnd, targetFolder } from "./rules";
import { requireArticleTags } from "./tagging";
import { changeTree } from "./tree-write";

/**
 * POST /api/article: a folder or an article (revision 1), its body, its files, in ONE transaction
 * with the tree's guard (the company's node count stays ≤ nodesMax). Its tags are set once it
 * exists (checked before: an unknown tag writes nothing).
 */
export async function createArticle(actor: Actor, body: CreateArticleBody): Promise<ArticleView> {
  const first = await accessFor(actor, true);
  const clientId = first.tree.clientId;
  targetFolder(first, body.kind, body.parentId);
  const cover = coverOf(clientId, body.cover);
  const [content, files] = await Promise.all([
    cleanContent(clientId, body.kind, body.content),
    attachableFiles(actor, clientId, body.fileIds, []),
    requireArticleTags(clientId, body.tagIds),
  ]);
  const at = new Date().toISOString();
  const nodeId = newId();
  const { result: node } = await changeTree(first, (access) => {
    const parent = targetFolder(access, body.kind, body.parentId);
    const record: ArticleNodeRecord = {
      clientId,
      nodeId,
      kind: body.kind,
      ...(parent ? { parentId: parent.nodeId } : {}),
      title: body.title,
      order: orderAtEnd(access, parent?.nodeId),
      grants: body.grants,
      filesCount: files.length,
      authorId: actor.userId,
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
      excerpt: content.excerpt,
      revision: 1,
      ...(cover ? { cover } : {}),
    };
    return {
      nodeDelta: 1,
      result: record,
      commits: (e) => [
        named("node", e.artNode.create(record).commit()),
        named(
          "body",
          e.artBody
            .create({
              clientId,
              nodeId,
              html: content.html,
              headings: content.headings,
              revision: 1,
              ...urlOf(body.url),
            })
            .commit(),
        ),
        named(
          "revision",
          e.artRevision
            .create({
              clientId,
              nodeId,
              rev: 1,
              title: body.title,
              content: content.html,
              authorId: actor.userId,
              at,
              length: content.text.length,
            })
            .commit(),
        ),
        ...files.map((file) =>
          named(`file.${file.fileId}`, e.artFile.create(linkOf(file, nodeId, actor.userId, at)).commit()),
        ),
      ],
    };
  });
  if (body.tagIds.length) await setItemTags(clientId, "article", node.nodeId, body.tagIds);
  const events: ArticleEvent[] = nodesEvents(clientId, "article.changed", [nodeId]);
  if (content.mentionIds.length)
    events.push({
      type: "article.mentioned",
      tenantId: clientId,
      detail: { nodeId, actorId: actor.userId, userIds: content.mentionIds, revision: 1 },
    });
  await publish(...events);
  return getArticle(actor, nodeId, true, first);
}

/** An outside link, when given and not blank. */
export const urlOf = (url: string | undefined) => (url ? { url } : {});
