import type { Actor } from "@intranet/contracts";
import { articleLimits, type ArticleView } from "@intranet/contracts/articles";
import { named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { AppError } from "../platform";
import { accessFor, writableNode } from "./access";
import { cleanContent, coverOf, type CleanContent } from "./content";
import { db } from "./entities";
import { nodesEvents, publish, type ArticleEvent } from "./events";
import type { ArticleNodeRecord } from "./node.entity";
import { getArticle } from "./read";
import { moveTarget, orderAtEnd } from "./rules";
import { subtreeOf } from "./tree";
import { bumpTree, changeTree } from "./tree-write";

/** What a save changes (PUT /api/article/{id}, a restored revision). */
export interface NodeChange {
  title?: string | undefined;
  content?: string | undefined;
  url?: string | undefined;
  /** A url of the company's media; "" clears it. */
  cover?: string | undefined;
  parentId?: string | undefined;
  baseRevision?: number | undefined;
}

interface Revised {
  rev: number;
  title: string;
  content: CleanContent;
  url: string | undefined;
  /** People the save mentions who were not mentioned before. */
  mentioned: string[];
}

/** What a save does to the cover: unchanged, a new url, or `null` (removed). */
type CoverChange = string | null | undefined;

const MENTION = /data-mention="([^"]+)"/g;
const mentionsIn = (html: string) => new Set([...html.matchAll(MENTION)].map((match) => match[1]));

/**
 * Saves a node: a new title, content or link is revision N+1 (node, body and the revision in ONE
 * transaction, on the condition that the node is still at revision N — `baseRevision` when the
 * editor sent it: someone else's save in between is `articles.edit_conflict` and writes nothing).
 * A new folder moves it (the move rules; a structural write with the tree's guard, the save in the
 * same transaction); without a move, the tree's version +1 in the save's transaction (kept trees are
 * read again). Only `revisionsKept` revisions stay. Mentions added by the save are told. A new
 * cover (the company's media only: `articles.not_media`, nothing written) is set on the node; alone,
 * it makes no revision but still bumps the tree's version (the tree carries it).
 */
export async function saveNode(actor: Actor, nodeId: string, change: NodeChange): Promise<ArticleView> {
  const first = await accessFor(actor, true);
  const clientId = first.tree.clientId;
  const before = writableNode(first, nodeId);
  if (change.parentId !== undefined) moveTarget(first, before, change.parentId);
  if (change.baseRevision !== undefined && change.baseRevision !== before.revision)
    throw new AppError("articles.edit_conflict");
  const newCover = coverOf(clientId, change.cover);
  const cover: CoverChange =
    newCover === undefined || (newCover || undefined) === before.cover ? undefined : newCover || null;
  const saves = change.title !== undefined || change.content !== undefined || change.url !== undefined;
  const revised = saves ? await revise(clientId, before, change) : undefined;
  const at = new Date().toISOString();
  const commits = (e: TransactionEntities, node: ArticleNodeRecord, move?: { parentId: string; order: string }) =>
    saveCommits(e, { node, revised, cover, move, at, actor });
  let changed = [nodeId];
  if (change.parentId !== undefined) {
    const parentId = change.parentId;
    const { access } = await changeTree(first, (access) => {
      const node = writableNode(access, nodeId);
      if (revised && node.revision !== before.revision) throw new AppError("articles.edit_conflict");
      const target = moveTarget(access, node, parentId);
      return {
        result: undefined,
        commits: (e) => commits(e, node, { parentId: target!.nodeId, order: orderAtEnd(access, target?.nodeId) }),
        refusal: (outcome) => (outcome.failed("node") ? new AppError("articles.edit_conflict") : undefined),
      };
    });
    changed = subtreeOf(access.tree, access.tree.byId.get(nodeId) ?? before).map((node) => node.nodeId);
  } else if (revised || cover !== undefined) {
    const outcome = await writeTransaction((e) => [...commits(e, before), bumpTree(e, clientId)]);
    if (!outcome.ok) throw new AppError(outcome.failed("node") ? "articles.edit_conflict" : "common.conflict");
  }
  if (revised) await dropOldRevision(clientId, nodeId, revised.rev);
  await publish(
    ...nodesEvents(clientId, "article.changed", changed),
    ...mentionEvents(actor, before, revised, clientId),
  );
  return getArticle(actor, nodeId, true, first);
}

/** The revision a save makes: the content sanitised, what the save leaves out taken from the body. */
async function revise(clientId: string, node: ArticleNodeRecord, change: NodeChange): Promise<Revised> {
  const { data: body } = await db().entities.artBody.get({ clientId, nodeId: node.nodeId }).go({ consistent: true });
  const content = await cleanContent(clientId, node.kind, change.content ?? body?.html ?? "");
  const url = change.url === undefined ? body?.url : change.url || undefined;
  const before = mentionsIn(body?.html ?? "");
  const mentioned = content.mentionIds.filter((userId) => !before.has(userId));
  return { rev: node.revision + 1, title: change.title ?? node.title, content, url, mentioned };
}

function saveCommits(
  e: TransactionEntities,
  write: {
    node: ArticleNodeRecord;
    revised: Revised | undefined;
    cover: CoverChange;
    move: { parentId: string; order: string } | undefined;
    at: string;
    actor: Actor;
  },
): NamedCommit[] {
  const { node, revised, cover, move, at, actor } = write;
  const key = { clientId: node.clientId, nodeId: node.nodeId };
  const fields = {
    updatedAt: at,
    updatedBy: actor.userId,
    ...(move ?? {}),
    ...(cover ? { cover } : {}),
    ...(revised ? { title: revised.title, excerpt: revised.content.excerpt, revision: revised.rev } : {}),
  };
  const patch = e.artNode.patch(key).set(fields);
  const nodeCommit = named(
    "node",
    (cover === null ? patch.remove(["cover"]) : patch).where((a, op) => op.eq(a.revision, node.revision)).commit(),
  );
  if (!revised) return [nodeCommit];
  const { content } = revised;
  const body = e.artBody.update(key).set({
    html: content.html,
    headings: content.headings,
    revision: revised.rev,
    ...(revised.url ? { url: revised.url } : {}),
  });
  return [
    nodeCommit,
    named("body", (revised.url ? body : body.remove(["url"])).commit()),
    named(
      "revision",
      e.artRevision
        .create({
          ...key,
          rev: revised.rev,
          title: revised.title,
          content: content.html,
          authorId: actor.userId,
          at,
          length: content.text.length,
        })
        .commit(),
    ),
  ];
}

/** Each save drops the one revision that fell out of the kept window. */
async function dropOldRevision(clientId: string, nodeId: string, rev: number): Promise<void> {
  const old = rev - articleLimits.revisionsKept;
  if (old >= 1) await db().entities.artRevision.delete({ clientId, nodeId, rev: old }).go();
}

function mentionEvents(actor: Actor, before: ArticleNodeRecord, revised: Revised | undefined, clientId: string) {
  if (!revised?.mentioned.length) return [];
  return [
    {
      type: "article.mentioned",
      tenantId: clientId,
      detail: { nodeId: before.nodeId, actorId: actor.userId, userIds: revised.mentioned, revision: revised.rev },
    } satisfies ArticleEvent,
  ];
}
