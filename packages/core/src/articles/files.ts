import type { Actor } from "@intranet/contracts";
import { articleLimits, type ArticleFileView } from "@intranet/contracts/articles";
import { named, writeTransaction } from "../db";
import { discardFile } from "../files";
import { AppError } from "../platform";
import { accessFor, writableNode } from "./access";
import { attachableFiles, linkOf } from "./attachments";
import { db } from "./entities";
import { bumpTree } from "./tree-write";
import { toFileView } from "./views";

async function linksOf(clientId: string, nodeId: string) {
  const { data } = await db()
    .entities.artFile.query.byNode({ clientId, nodeId })
    .go({ pages: "all", consistent: true });
  return data;
}

const answer = async (clientId: string, nodeId: string): Promise<ArticleFileView[]> =>
  (await linksOf(clientId, nodeId)).sort((a, b) => a.addedAt.localeCompare(b.addedAt)).map(toFileView);

/** The node the caller may attach files to (write on it; the route asked for `kb_files`). */
async function attachable(actor: Actor, nodeId: string) {
  const access = await accessFor(actor, true);
  return writableNode(access, nodeId);
}

/**
 * PUT /api/article/{id}/add_files: uploaded files (module articles) become the node's: the links
 * and its `filesCount` in ONE transaction, on the condition that the count stays ≤ filesMax (two
 * attaches at once cannot pass it) and the tree's version +1. Files already there are left as they are.
 */
export async function addArticleFiles(actor: Actor, nodeId: string, fileIds: string[]): Promise<ArticleFileView[]> {
  const node = await attachable(actor, nodeId);
  const { clientId } = node;
  const current = await linksOf(clientId, nodeId);
  const files = await attachableFiles(
    actor,
    clientId,
    fileIds,
    current.map((link) => link.fileId),
  );
  if (!files.length) return answer(clientId, nodeId);
  const at = new Date().toISOString();
  const outcome = await writeTransaction((e) => [
    named(
      "node",
      e.artNode
        .patch({ clientId, nodeId })
        .add({ filesCount: files.length })
        .where((a, op) => op.lte(a.filesCount, articleLimits.filesMax - files.length))
        .commit(),
    ),
    ...files.map((file) =>
      named(`file.${file.fileId}`, e.artFile.create(linkOf(file, nodeId, actor.userId, at)).commit()),
    ),
    bumpTree(e, clientId),
  ]);
  if (outcome.failed("node")) throw new AppError("articles.too_many_files");
  if (!outcome.ok) throw new AppError("common.conflict");
  return answer(clientId, nodeId);
}

/**
 * PUT /api/article/{id}/del_file(s): the links go with −1 each on `filesCount` and the tree's version +1 (one transaction;
 * a link already gone is `articles.file_not_found` and nothing changes), then the files themselves.
 */
export async function removeArticleFiles(actor: Actor, nodeId: string, fileIds: string[]): Promise<ArticleFileView[]> {
  const node = await attachable(actor, nodeId);
  const { clientId } = node;
  const current = new Set((await linksOf(clientId, nodeId)).map((link) => link.fileId));
  const gone = [...new Set(fileIds)];
  if (gone.some((fileId) => !current.has(fileId))) throw new AppError("articles.file_not_found");
  const outcome = await writeTransaction((e) => [
    named("node", e.artNode.patch({ clientId, nodeId }).add({ filesCount: -gone.length }).commit()),
    ...gone.map((fileId) =>
      named(
        `file.${fileId}`,
        e.artFile
          .delete({ clientId, nodeId, fileId })
          .where((a, op) => op.exists(a.fileId))
          .commit(),
      ),
    ),
    bumpTree(e, clientId),
  ]);
  if (outcome.failedNames.some((name) => name.startsWith("file."))) throw new AppError("articles.file_not_found");
  if (!outcome.ok) throw new AppError("common.conflict");
  for (const fileId of gone) await discardFile(clientId, fileId);
  return answer(clientId, nodeId);
}
