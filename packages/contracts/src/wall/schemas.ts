/**
 * The company wall: posts, likes, views, comments and their feeds (product-spec §2, §3 Post, §9;
 * rules-calls-errors-spec §5 Posts, §7 Posts and comments). Shared by the API, the SPA and the
 * modules that consume the wall's domain events (notifications, widgets).
 */
import * as z from "zod/mini";
import { limits } from "../limits";
import { fileIdSchema } from "../files/schemas";
import { idSchema } from "../validation";

/** Post kinds (product-spec §3): company news, a thanks post, a system message (admins only). */
export const postKinds = ["news", "thanks", "system"] as const;
export const postKindSchema = z.enum(postKinds);
export type PostKind = z.infer<typeof postKindSchema>;

/**
 * Wall feed tabs (product-spec §2). The news tab shows company news AND system messages (both are
 * announcements to everyone); the thanks tab shows thanks posts only. A post's tab follows from its
 * kind and never changes.
 */
export const postTabs = ["news", "thanks"] as const;
export const postTabSchema = z.enum(postTabs);
export type PostTab = z.infer<typeof postTabSchema>;
export const tabOfKind = (kind: PostKind): PostTab => (kind === "thanks" ? "thanks" : "news");

/**
 * Where a post lives: the company wall (`{ type: "wall", id: <clientId> }`, the default) or a
 * group's wall (`{ type: "group", id: <groupId> }`, news posts only); feeds are keyed by parent.
 */
export const postParentTypes = ["wall", "group"] as const;
export const postParentSchema = z.object({ type: z.enum(postParentTypes), id: idSchema });
export type PostParent = z.infer<typeof postParentSchema>;

/** Server-side limits of the wall (the spec names none beyond §9; these bound every item's size). */
export const postLimits = {
  pageSize: limits.feedPageSize,
  /** Sanitised HTML of a post. */
  messageMaxChars: 20_000,
  /** Sanitised HTML of a comment. */
  commentMaxChars: 5_000,
  maxMentions: 20,
  maxAttachments: 10,
  /** Plain-text length a thanks post must exceed (spec §9: "more than 30 characters"). */
  thanksMinChars: limits.thanksMinLength,
  /** Plain-text excerpt carried by domain events and summaries. */
  excerptMaxChars: 140,
  commentsPageMax: 100,
} as const;

const mentionsSchema = z.pipe(
  z.array(idSchema).check(z.maxLength(postLimits.maxMentions, "common.validation")),
  z.transform((ids) => [...new Set(ids)]),
);
const attachmentsSchema = z.pipe(
  z.array(fileIdSchema).check(z.maxLength(postLimits.maxAttachments, "common.validation")),
  z.transform((ids) => [...new Set(ids)]),
);

/**
 * POST /api/post. `message` is rich text (HTML); the server keeps only a safe subset (p, br, b,
 * strong, i, em, u, s, a[href http/https/mailto], ul, ol, li, blockquote, code, pre, h2-h4 and
 * span[data-mention=<userId>]). Mentions are the explicit ids plus every data-mention span.
 */
export const createPostBodySchema = z.object({
  kind: z._default(postKindSchema, "news"),
  message: z.string().check(z.maxLength(postLimits.messageMaxChars, "common.validation")),
  attachments: z._default(attachmentsSchema, []),
  mentions: z._default(mentionsSchema, []),
  parent: z.optional(postParentSchema),
});
export type CreatePostBody = z.infer<typeof createPostBodySchema>;

/** PUT /api/post/{id}: what is given is replaced (the kind and parent of a post never change). */
export const updatePostBodySchema = z.object({
  message: z.optional(z.string().check(z.maxLength(postLimits.messageMaxChars, "common.validation"))),
  attachments: z.optional(attachmentsSchema),
  mentions: z.optional(mentionsSchema),
});
export type UpdatePostBody = z.infer<typeof updatePostBodySchema>;

/**
 * `{page}` of the feed paths: `0` for the first page, otherwise the `cursor` the previous page
 * returned (opaque). Pages are keyed by the last item seen, so posts written meanwhile never make
 * a page skip or repeat an item.
 */
export const feedPageSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  z.transform((page) => (page === "0" ? null : page)),
);

export const postIdParamsSchema = z.object({ id: idSchema });
export const newsFeedParamsSchema = z.object({ client: idSchema, page: feedPageSchema });
export const newsFeedQuerySchema = z.object({ tab: z._default(postTabSchema, "news") });
export const userFeedParamsSchema = z.object({ user: idSchema, page: feedPageSchema });

/** PUT /api/post/all/view: "mark everything in this feed seen" for the caller (`user_id` is the caller). */
export const seenFeeds = ["news", "thanks", "user_feed", "mentions"] as const;
export const seenFeedSchema = z.enum(seenFeeds);
export type SeenFeed = z.infer<typeof seenFeedSchema>;
export const markAllSeenBodySchema = z.object({ user_id: idSchema, where: seenFeedSchema });
export type MarkAllSeenBody = z.infer<typeof markAllSeenBodySchema>;

/** POST /api/comment. A reply names the comment it answers (of the same post). */
export const createCommentBodySchema = z.object({
  postId: idSchema,
  text: z.string().check(z.maxLength(postLimits.commentMaxChars, "common.validation")),
  parentCommentId: z.optional(idSchema),
  mentions: z._default(mentionsSchema, []),
});
export type CreateCommentBody = z.infer<typeof createCommentBodySchema>;

/** PUT /api/comment/{id}. */
export const updateCommentBodySchema = z.object({
  text: z.string().check(z.maxLength(postLimits.commentMaxChars, "common.validation")),
  mentions: z.optional(mentionsSchema),
});
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

export const commentIdParamsSchema = z.object({ id: idSchema });
export const commentsFeedParamsSchema = z.object({ client: idSchema, page: feedPageSchema });

/** GET /api/post/{id}/comments?cursor=&limit=: threads oldest first, each followed by its replies. */
export const commentsQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2000))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(postLimits.commentsPageMax)), postLimits.pageSize),
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/**
 * Domain events of the wall (published on the bus after the write succeeded; EventBridge
 * `detail-type` = the type, `detail` = the detail plus `tenantId`).
 */
export const postEvents = {
  postCreated: "post.created",
  postUpdated: "post.updated",
  postDeleted: "post.deleted",
  postLiked: "post.liked",
  commentCreated: "comment.created",
  commentUpdated: "comment.updated",
  commentDeleted: "comment.deleted",
} as const;
