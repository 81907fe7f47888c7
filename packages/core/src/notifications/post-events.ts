import * as z from "zod/mini";
import { postEvents } from "@intranet/contracts";
import { timeOfId } from "../platform";
import { notify, type NotifyResult } from "./notify";

/**
 * The wall's domain events (contracts/posts.ts) turned into notifications. Details are parsed
 * defensively (a malformed event is ignored, not retried forever). Nobody is notified of their own
 * action; each person gets at most one notification per post, comment or like (dedupe keys), the
 * most specific one: a reply beats a mention, a mention beats "comment on your post".
 */
const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
const excerpt = z.catch(z.string().check(z.maxLength(1_000)), "");
const ids = z.catch(z.array(id).check(z.maxLength(500)), []);

const postCreatedSchema = z.object({
  tenantId: id,
  postId: id,
  authorId: id,
  kind: z.catch(z.enum(["news", "thanks", "system"]), "news"),
  mentionedUserIds: ids,
  excerpt,
});

const commentCreatedSchema = z.object({
  tenantId: id,
  postId: id,
  commentId: id,
  authorId: id,
  postAuthorId: z.catch(z.optional(id), undefined),
  parentCommentId: z.catch(z.optional(id), undefined),
  parentCommentAuthorId: z.catch(z.optional(id), undefined),
  mentionedUserIds: ids,
  excerpt,
});

const postLikedSchema = z.object({
  tenantId: id,
  postId: id,
  likerId: id,
  postAuthorId: id,
  likedAt: z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined),
});

export const postLink = (postId: string) => `/post/${encodeURIComponent(postId)}`;
const commentLink = (postId: string, commentId: string) =>
  `${postLink(postId)}?comment=${encodeURIComponent(commentId)}`;

export type PostEventOutcome =
  { outcome: "ignored"; reason: string } | { outcome: "notified"; results: NotifyResult[] };

const ignored = (reason: string): PostEventOutcome => ({ outcome: "ignored", reason });

/** Dispatches one wall event (EventBridge detail-type + detail). */
export async function handlePostEvent(type: string, detail: unknown): Promise<PostEventOutcome> {
  if (type === postEvents.postCreated) return onPostCreated(detail);
  if (type === postEvents.commentCreated) return onCommentCreated(detail);
  if (type === postEvents.postLiked) return onPostLiked(detail);
  return ignored(`unhandled event ${type}`);
}

/** A thanks post notifies the thanked person ("X thanked you"); any other post, the people it mentions. */
export async function onPostCreated(raw: unknown): Promise<PostEventOutcome> {
  const parsed = postCreatedSchema.safeParse(raw);
  if (!parsed.success) return ignored("malformed post.created");
  const { tenantId, postId, authorId, kind, mentionedUserIds } = parsed.data;
  const thanks = kind === "thanks";
  const result = await notify(tenantId, mentionedUserIds, {
    section: "posts",
    kind: thanks ? "thanks" : "mention",
    template: thanks ? "post.thanks" : "post.mention",
    variables: { excerpt: parsed.data.excerpt },
    link: postLink(postId),
    actorId: authorId,
    dedupeKey: `post:${postId}`,
    now: timeOfId(postId),
  });
  return { outcome: "notified", results: [result] };
}

/**
 * A comment notifies the author of the comment it answers (reply), the people it mentions, and the
 * post's author (not when commenting on one's own post): one notification each, most specific first.
 */
export async function onCommentCreated(raw: unknown): Promise<PostEventOutcome> {
  const parsed = commentCreatedSchema.safeParse(raw);
  if (!parsed.success) return ignored("malformed comment.created");
  const { tenantId, postId, commentId, authorId, postAuthorId, parentCommentAuthorId, mentionedUserIds } = parsed.data;
  const taken = new Set<string>([authorId]);
  const claim = (userIds: Array<string | undefined>) =>
    userIds.filter((userId): userId is string => {
      if (!userId || taken.has(userId)) return false;
      taken.add(userId);
      return true;
    });
  const groups = [
    { template: "comment.reply", kind: "reply", recipients: claim([parentCommentAuthorId]) },
    { template: "comment.mention", kind: "mention", recipients: claim(mentionedUserIds) },
    { template: "comment.on_post", kind: "comment", recipients: claim([postAuthorId]) },
  ];
  const results: NotifyResult[] = [];
  for (const group of groups) {
    if (!group.recipients.length) continue;
    results.push(
      await notify(tenantId, group.recipients, {
        section: "posts",
        kind: group.kind,
        template: group.template,
        variables: { excerpt: parsed.data.excerpt },
        link: commentLink(postId, commentId),
        actorId: authorId,
        dedupeKey: `comment:${commentId}`,
        now: timeOfId(commentId),
      }),
    );
  }
  return { outcome: "notified", results };
}

/** A like notifies the post's author, once per liker and post, unless they (or the tenant) turned likes off. */
export async function onPostLiked(raw: unknown): Promise<PostEventOutcome> {
  const parsed = postLikedSchema.safeParse(raw);
  if (!parsed.success) return ignored("malformed post.liked");
  const { tenantId, postId, likerId, postAuthorId } = parsed.data;
  const result = await notify(tenantId, [postAuthorId], {
    section: "posts",
    kind: "like",
    template: "post.like",
    link: postLink(postId),
    actorId: likerId,
    dedupeKey: `like:${postId}:${likerId}`,
    now: parsed.data.likedAt,
    unlessOptedOut: "likes",
  });
  return { outcome: "notified", results: [result] };
}
