import {
  tabOfKind,
  isAdminOrAbove,
  type Actor,
  type CreatePostBody,
  type PostDeleted,
  type PostView,
  type UpdatePostBody,
} from "@intranet/contracts";
import { requireTenant, AppError, newId } from "../platform";
import { entriesDiff, entryKey, postEntries } from "./entries";
import { publishWallPost } from "./commits";
import { publish } from "./events";
import { purgePostItems } from "./purge";
import { attachmentsOf, checkMentions, checkThanks, contentOf, requireAuthorOrAdmin, writerIn } from "./rules";
import { requirePost, type PostRecord, hotPost } from "./store";
import { db } from "./entities";
import { discardFile } from "../files";
import { backoff, named, unexpectedCancellation as unexpected, writeTransaction } from "../db";
import { postViewFor } from "./feeds";
import { parentOf } from "./views";
import { requirePoster } from "./parents";

/**
 * POST /api/post. News and thanks by anyone with the wall right, system messages by admins. The
 * post and its feed entries (author's user feed; each mentioned person's user feed and mentions)
 * are one transaction; `post.created` is published after it.
 */
export async function createPost(actor: Actor, body: CreatePostBody): Promise<PostView> {
  const clientId = writerIn(actor);
  if (body.kind === "system" && !isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const parent = body.parent ?? { type: "wall" as const, id: clientId };
  // A group's wall carries news posts; thanks and system messages are the company wall's.
  if (parent.type !== "wall" && body.kind !== "news") throw new AppError("common.validation");
  await requirePoster(actor, clientId, parent);
  const content = await contentOf(body.message, body.mentions, "posts.text_required");
  checkThanks(body.kind, content, actor.userId);
  const [attachments] = await Promise.all([
    attachmentsOf(actor, clientId, body.attachments),
    checkMentions(clientId, content.mentions, [], parent),
  ]);

  const post: PostRecord = {
    clientId,
    postId: newId(),
    kind: body.kind,
    tab: tabOfKind(body.kind),
    parentType: parent.type,
    parentId: parent.id,
    authorId: actor.userId,
    message: content.html,
    excerpt: content.excerpt,
    mentions: content.mentions,
    attachments,
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    revision: 0,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction(
    ({ post: posts, feedEntry }) => [
      named("post", posts.create(post).commit()),
      ...postEntries(post).map((entry, index) => named(`entry.${index}`, feedEntry.put(entry).commit())),
    ],
    { retry: hotPost },
  );
  if (!outcome.ok) throw unexpected(outcome, "creating a post");

  await publishWallPost(post);
  return postViewFor(actor, post);
}

const MAX_EDIT_ATTEMPTS = 8;

/**
 * PUT /api/post/{id}: the author or an admin replaces the message, attachments or mentions (kind
 * and parent never change; a thanks post must still pass the thanks rules). Mentions not given
 * keep their value, plus any data-mention spans of the message. The post is rewritten under its
 * `revision` together with the feed entries that appear or go, retried if it changed meanwhile.
 */
export async function updatePost(actor: Actor, postId: string, body: UpdatePostBody): Promise<PostView> {
  const clientId = requireTenant(actor);
  for (let attempt = 0; attempt < MAX_EDIT_ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt);
    const post = await requirePost(clientId, postId);
    requireAuthorOrAdmin(actor, post.authorId);
    const content = await contentOf(
      body.message ?? post.message,
      body.mentions ?? post.mentions,
      "posts.text_required",
    );
    checkThanks(post.kind, content, post.authorId);
    const [attachments] = await Promise.all([
      body.attachments ? attachmentsOf(actor, clientId, body.attachments, post.attachments) : post.attachments,
      checkMentions(clientId, content.mentions, post.mentions, parentOf(post)),
    ]);
    const updated: PostRecord = {
      ...post,
      message: content.html,
      excerpt: content.excerpt,
      mentions: content.mentions,
      attachments,
      revision: post.revision + 1,
      updatedAt: new Date().toISOString(),
    };
    const { added, removed } = entriesDiff(postEntries(post), postEntries(updated));
    const outcome = await writeTransaction(
      ({ post: posts, feedEntry }) => [
        named(
          "post",
          posts
            .patch({ clientId, postId })
            .set({
              message: updated.message,
              excerpt: updated.excerpt,
              mentions: updated.mentions,
              attachments: updated.attachments,
              updatedAt: updated.updatedAt!,
            })
            .add({ revision: 1 })
            // An automatic post whose text someone rewrote is theirs now: its kind and values go.
            .remove(body.message !== undefined && post.auto ? ["auto"] : [])
            .where((attributes, { eq }) => eq(attributes.revision, post.revision))
            .commit(),
        ),
        ...added.map((entry, index) => named(`added.${index}`, feedEntry.put(entry).commit())),
        ...removed.map((key, index) => named(`removed.${index}`, feedEntry.delete(key).commit())),
      ],
      { retry: hotPost },
    );
    if (outcome.ok) {
      await publish({
        type: "post.updated",
        tenantId: clientId,
        detail: { postId, authorId: post.authorId, updatedBy: actor.userId },
      });
      return postViewFor(actor, updated);
    }
    if (!outcome.failed("post")) throw unexpected(outcome, "editing a post");
    // Changed (re-read and apply again) or deleted (the re-read answers 404).
  }
  throw new AppError("common.conflict");
}

/**
 * DELETE /api/post/{id}: the author or an admin. The post and its feed entries go in one
 * transaction (under the revision read, so entries added by a concurrent edit are not missed);
 * then its likes, views and comments (and the comments' mention entries) are removed. Readers
 * skip entries whose post has gone, so the order is safe.
 */
export async function deletePost(actor: Actor, postId: string): Promise<PostDeleted> {
  const clientId = requireTenant(actor);
  for (let attempt = 0; attempt < MAX_EDIT_ATTEMPTS; attempt++) {
    if (attempt) await backoff(attempt);
    const post = await requirePost(clientId, postId);
    requireAuthorOrAdmin(actor, post.authorId);
    if (await removePost(post, actor.userId)) return { _id: postId, deleted: true };
  }
  throw new AppError("common.conflict");
}

/** The post and its entries (under the revision read), then what lived under it, then `post.deleted`. False when it changed meanwhile. */
async function removePost(post: PostRecord, deletedBy: string): Promise<boolean> {
  const { clientId, postId } = post;
  const outcome = await writeTransaction(
    ({ post: posts, feedEntry }) => [
      named(
        "post",
        posts
          .delete({ clientId, postId })
          .where((attributes, { eq }) => eq(attributes.revision, post.revision))
          .commit(),
      ),
      ...postEntries(post).map((entry, index) => named(`entry.${index}`, feedEntry.delete(entryKey(entry)).commit())),
    ],
    { retry: hotPost },
  );
  if (!outcome.ok) {
    if (!outcome.failed("post")) throw unexpected(outcome, "deleting a post");
    return false;
  }
  await purgePostItems(clientId, postId);
  await publish({ type: "post.deleted", tenantId: clientId, detail: { postId, authorId: post.authorId, deletedBy } });
  return true;
}

/**
 * Every post of a parent that is gone (a deleted group), page by page, each as DELETE removes one;
 * its attachments go with their files. Off the request path (the groups subscriber); idempotent.
 */
export async function purgeParentPosts(
  clientId: string,
  parent: { type: Exclude<PostRecord["parentType"], "wall">; id: string },
  deletedBy: string,
): Promise<number> {
  const query = db().entities.post.query.byFeed({
    clientId,
    parentType: parent.type,
    parentId: parent.id,
    tab: "news",
  });
  let removed = 0;
  // The index is eventually consistent: a page of posts already gone is read again a few times, then left.
  for (let idle = 0; idle < 5;) {
    const { data } = await query.go({ limit: 50 });
    if (!data.length) return removed;
    let progress = false;
    for (const post of data) {
      const current = await requirePost(clientId, post.postId).catch(() => null);
      if (current && (await removePost(current, deletedBy))) {
        removed += 1;
        progress = true;
        await Promise.all(current.attachments.map((file) => discardFile(clientId, file.fileId)));
      }
    }
    idle = progress ? 0 : idle + 1;
    if (!progress) await backoff(idle);
  }
  return removed;
}
