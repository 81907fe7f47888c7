import {
  postLimits,
  type Actor,
  type CommentDeleted,
  type CommentFeedPage,
  type CommentPage,
  type CommentView,
  type CommentsQuery,
  type CreateCommentBody,
  type UpdateCommentBody,
} from "@intranet/contracts";
import { setTimeout as sleep } from "node:timers/promises";
import { requireSameTenant, requireTenant, AppError, newId } from "../platform";
import {
  batchDelete,
  batchGet,
  backoff,
  named,
  pageOf,
  unexpectedCancellation as unexpected,
  writeTransaction,
} from "../db";
import { db } from "./entities";
import { commentEntries, entriesDiff, entryKey, othersThan } from "./entries";
import { publish } from "./events";
import { checkMentions, contentOf, requireAuthorOrAdmin, writerIn } from "./rules";
import { findComment, refs, requireCommentById, requirePost, type CommentRecord, hotPost } from "./store";
import { readableFilter, requireReadable } from "./parents";
import { parentOf } from "./views";
import { toCommentView } from "./views";

async function commentViewOf(comment: CommentRecord): Promise<CommentView> {
  const author = refs.user(comment.clientId, comment.authorId);
  return toCommentView(comment, (await batchGet([author])).get(author));
}

/**
 * POST /api/comment `{ postId, text, parentCommentId?, mentions? }`. A reply joins the thread of
 * the comment it answers. One transaction: the comment, the post's `commentsCount` ADD (the post
 * must exist), for a reply the thread's `repliesCount` ADD (the top-level comment must exist) and
 * a check that the answered comment still exists, and the mention entries. Then `comment.created`.
 */
export async function createComment(actor: Actor, body: CreateCommentBody): Promise<CommentView> {
  const clientId = writerIn(actor);
  const content = await contentOf(body.text, body.mentions, "posts.comment_text_required");
  const [post, parent] = await Promise.all([
    requirePost(clientId, body.postId).then((found) => requireReadable(actor, found)),
    body.parentCommentId ? findComment(clientId, body.postId, body.parentCommentId) : undefined,
  ]);
  await checkMentions(clientId, content.mentions, [], parentOf(post));
  if (body.parentCommentId && !parent) throw new AppError("posts.comment_not_found");

  const commentId = newId();
  const comment: CommentRecord = {
    clientId,
    postId: post.postId,
    commentId,
    threadId: parent ? parent.threadId : commentId,
    ...(parent ? { parentCommentId: parent.commentId } : {}),
    authorId: actor.userId,
    text: content.html,
    excerpt: content.excerpt,
    mentions: content.mentions,
    repliesCount: 0,
    revision: 0,
    createdAt: new Date().toISOString(),
  };
  const postKey = { clientId, postId: post.postId };
  const outcome = await writeTransaction(
    ({ comment: comments, post: posts, feedEntry }) => [
      named("comment", comments.create(comment).commit()),
      named("post", posts.patch(postKey).add({ commentsCount: 1 }).commit()),
      ...(parent
        ? [
            named(
              "thread",
              comments
                .patch({ ...postKey, commentId: parent.threadId })
                .add({ repliesCount: 1 })
                .commit(),
            ),
          ]
        : []),
      // Answering a reply: it must still be there too (one item may appear once in a transaction).
      ...(parent && parent.commentId !== parent.threadId
        ? [
            named(
              "parent",
              comments
                .check({ ...postKey, commentId: parent.commentId })
                .where((attributes, { exists }) => exists(attributes.commentId))
                .commit(),
            ),
          ]
        : []),
      ...commentEntries(comment).map((entry, index) => named(`entry.${index}`, feedEntry.put(entry).commit())),
    ],
    { retry: hotPost },
  );
  if (outcome.failed("post")) throw new AppError("posts.not_found");
  if (outcome.failed("thread") || outcome.failed("parent")) throw new AppError("posts.comment_not_found");
  if (!outcome.ok) throw unexpected(outcome, "creating a comment");

  await publish({
    type: "comment.created",
    tenantId: clientId,
    detail: {
      postId: post.postId,
      commentId,
      authorId: actor.userId,
      postAuthorId: post.authorId,
      ...(parent ? { parentCommentId: parent.commentId, parentCommentAuthorId: parent.authorId } : {}),
      mentionedUserIds: othersThan(comment.mentions, comment.authorId),
      excerpt: comment.excerpt,
    },
  });
  return commentViewOf(comment);
}

const MAX_ATTEMPTS = 8;

/** PUT /api/comment/{id}: the author or an admin replaces the text (and mentions), under the comment's revision. */
export async function updateComment(actor: Actor, commentId: string, body: UpdateCommentBody): Promise<CommentView> {
  const clientId = requireTenant(actor);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt);
    const comment = await requireCommentById(clientId, commentId);
    requireAuthorOrAdmin(actor, comment.authorId);
    const content = await contentOf(body.text, body.mentions ?? comment.mentions, "posts.comment_text_required");
    const post = await requirePost(clientId, comment.postId);
    await checkMentions(clientId, content.mentions, comment.mentions, parentOf(post));
    const updated: CommentRecord = {
      ...comment,
      text: content.html,
      excerpt: content.excerpt,
      mentions: content.mentions,
      revision: comment.revision + 1,
      updatedAt: new Date().toISOString(),
    };
    const { added, removed } = entriesDiff(commentEntries(comment), commentEntries(updated));
    const outcome = await writeTransaction(
      ({ comment: comments, feedEntry }) => [
        named(
          "comment",
          comments
            .patch({ clientId, postId: comment.postId, commentId })
            .set({
              text: updated.text,
              excerpt: updated.excerpt,
              mentions: updated.mentions,
              updatedAt: updated.updatedAt!,
            })
            .add({ revision: 1 })
            .where((attributes, { eq }) => eq(attributes.revision, comment.revision))
            .commit(),
        ),
        ...added.map((entry, index) => named(`added.${index}`, feedEntry.put(entry).commit())),
        ...removed.map((key, index) => named(`removed.${index}`, feedEntry.delete(key).commit())),
      ],
      { retry: hotPost },
    );
    if (outcome.ok) {
      await publish({
        type: "comment.updated",
        tenantId: clientId,
        detail: { postId: comment.postId, commentId, updatedBy: actor.userId },
      });
      return commentViewOf(updated);
    }
    if (!outcome.failed("comment")) throw unexpected(outcome, "editing a comment");
  }
  throw new AppError("common.conflict");
}

/** Items one thread-deletion transaction removes at most (TransactWriteItems takes 100). */
const THREAD_CHUNK = 90;
/** The thread index is eventually consistent: how long a deletion waits for it to show a new reply. */
const INDEX_WAIT_MS = 100;

/**
 * DELETE /api/comment/{id} (the author or an admin). A reply is removed alone (with the thread's
 * `repliesCount` and the post's `commentsCount` ADD -1). A top-level comment is removed WITH its
 * thread: its replies, then the comment itself under the condition that its `repliesCount` is the
 * number of replies removed, so a reply racing the deletion is removed too or refused, never
 * orphaned. Counters stay exact; mention entries of removed comments go after.
 */
export async function deleteComment(actor: Actor, commentId: string): Promise<CommentDeleted> {
  const clientId = requireTenant(actor);
  const comment = await requireCommentById(clientId, commentId);
  requireAuthorOrAdmin(actor, comment.authorId);
  const removed = comment.threadId === comment.commentId ? await deleteThread(comment) : await deleteReply(comment);
  await batchDelete(
    removed.flatMap((gone) =>
      commentEntries(gone).map(
        (entry) => (db().entities.feedEntry.delete(entryKey(entry)).params() as { Key: Record<string, unknown> }).Key,
      ),
    ),
  );
  await publish({
    type: "comment.deleted",
    tenantId: clientId,
    detail: { postId: comment.postId, commentIds: removed.map((gone) => gone.commentId), deletedBy: actor.userId },
  });
  return { _id: commentId, deleted: true, removed: removed.length };
}

async function deleteReply(reply: CommentRecord): Promise<CommentRecord[]> {
  const { clientId, postId, commentId } = reply;
  const outcome = await writeTransaction(
    ({ comment: comments, post }) => [
      named(
        "reply",
        comments
          .delete({ clientId, postId, commentId })
          .where((attributes, { exists }) => exists(attributes.commentId))
          .commit(),
      ),
      named("post", post.patch({ clientId, postId }).add({ commentsCount: -1 }).commit()),
      named(
        "thread",
        comments.patch({ clientId, postId, commentId: reply.threadId }).add({ repliesCount: -1 }).commit(),
      ),
    ],
    { retry: hotPost },
  );
  if (outcome.ok) return [reply];
  if (outcome.failed("reply") || outcome.failed("post") || outcome.failed("thread"))
    throw new AppError("posts.comment_not_found"); // removed meanwhile, with its thread or its post
  throw unexpected(outcome, "deleting a reply");
}

async function deleteThread(top: CommentRecord): Promise<CommentRecord[]> {
  const { clientId, postId, commentId } = top;
  const removed: CommentRecord[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS * 2; attempt++) {
    if (attempt) await backoff(attempt);
    const current = await findComment(clientId, postId, commentId);
    if (!current) {
      if (removed.length) return removed;
      throw new AppError("posts.comment_not_found");
    }
    const replies = (await threadOf(current)).filter((reply) => reply.commentId !== commentId);
    if (replies.length !== current.repliesCount) {
      await sleep(INDEX_WAIT_MS); // the index has not caught up with a reply added or removed just now
      continue;
    }
    const chunk = replies.slice(0, THREAD_CHUNK);
    const last = replies.length <= THREAD_CHUNK;
    const outcome = await writeTransaction(
      ({ comment: comments, post }) => [
        ...chunk.map((reply) =>
          named(
            `reply.${reply.commentId}`,
            comments
              .delete({ clientId, postId, commentId: reply.commentId })
              .where((attributes, { exists }) => exists(attributes.commentId))
              .commit(),
          ),
        ),
        named(
          "top",
          last
            ? comments
                .delete({ clientId, postId, commentId })
                .where((attributes, { eq }) => eq(attributes.repliesCount, chunk.length))
                .commit()
            : comments.patch({ clientId, postId, commentId }).add({ repliesCount: -chunk.length }).commit(),
        ),
        named(
          "post",
          post
            .patch({ clientId, postId })
            .add({ commentsCount: -(chunk.length + (last ? 1 : 0)) })
            .commit(),
        ),
      ],
      { retry: hotPost },
    );
    if (outcome.ok) {
      removed.push(...chunk, ...(last ? [current] : []));
      if (last) return removed;
      continue;
    }
    if (outcome.failed("post")) throw new AppError("posts.comment_not_found"); // the post went
    if (!outcome.failedNames.length) throw unexpected(outcome, "deleting a thread");
    // A reply came or went meanwhile: read the thread again.
  }
  throw new AppError("common.conflict");
}

async function threadOf(top: CommentRecord): Promise<CommentRecord[]> {
  const { data } = await db()
    .entities.comment.query.byThread({ clientId: top.clientId, postId: top.postId, threadId: top.threadId })
    .go({ pages: "all" });
  return data.filter((comment) => comment.threadId === top.threadId);
}

/**
 * GET /api/post/{id}/comments?cursor=&limit=: threads oldest first, each followed by its replies
 * in order. ONE Query (the thread index) + ONE BatchGet (the post, for 404, and the authors).
 */
export async function listComments(actor: Actor, postId: string, query: CommentsQuery): Promise<CommentPage> {
  const clientId = requireTenant(actor);
  const { items, cursor } = await pageOf(db().entities.comment.query.byThread({ clientId, postId }), {
    cursor: query.cursor,
    size: query.limit,
    order: "asc",
  });
  const post = refs.post(clientId, postId);
  const found = await batchGet([post, ...items.map((comment) => refs.user(clientId, comment.authorId))]);
  const record = found.get(post);
  if (!record) throw new AppError("posts.not_found");
  await requireReadable(actor, record);
  return {
    items: items.map((comment) => toCommentView(comment, found.get(refs.user(clientId, comment.authorId)))),
    cursor,
  };
}

/**
 * GET /api/comment/feed/{client}/{page}: the tenant's newest comments (the "comments_feed"), 20 a
 * page, each with its post's excerpt. ONE Query + ONE BatchGet (authors and posts). A page may
 * hold fewer than 20 when comments of a just-deleted post are skipped; the cursor still goes on.
 */
export async function commentsFeed(actor: Actor, clientId: string, page: string | null): Promise<CommentFeedPage> {
  requireSameTenant(actor, clientId);
  const { items, cursor } = await pageOf(db().entities.comment.query.byTenant({ clientId }), {
    cursor: page,
    cursorField: "page",
    size: postLimits.pageSize,
    order: "desc",
  });
  const found = await batchGet(
    items.flatMap((comment) => [refs.user(clientId, comment.authorId), refs.post(clientId, comment.postId)]),
  );
  const posts = items.flatMap((comment) => found.get(refs.post(clientId, comment.postId)) ?? []);
  // The company's comments feed shows comments on posts the caller may read (not a closed group's).
  const readable = await readableFilter(actor, clientId, posts);
  return {
    // A comment whose post was just deleted (its purge still under way) is not shown.
    items: items.flatMap((comment) => {
      const post = found.get(refs.post(clientId, comment.postId));
      if (!post || !readable(post)) return [];
      return [
        {
          ...toCommentView(comment, found.get(refs.user(clientId, comment.authorId))),
          post: { _id: post.postId, kind: post.kind, authorId: post.authorId, excerpt: post.excerpt },
        },
      ];
    }),
    cursor,
  };
}
