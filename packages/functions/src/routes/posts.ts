import {
  commentIdParamsSchema,
  commentsFeedParamsSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  createPostBodySchema,
  markAllSeenBodySchema,
  newsFeedParamsSchema,
  newsFeedQuerySchema,
  postIdParamsSchema,
  updateCommentBodySchema,
  updatePostBodySchema,
  userFeedParamsSchema,
} from "@intranet/contracts";
import { defineRoutes } from "../http/route";

/**
 * The company wall (rules spec §7 Posts and comments): posts, likes, views, comments and feeds.
 * Paths the spec writes are kept as written; the ones it leaves out ("like, comments_feed and
 * mentions_feed (exact paths not shown)", a post's comments) follow the same shape:
 * PUT|DELETE /api/post/{id}/like, GET /api/post/{id}/comments, GET /api/comment/feed/{client}/{page},
 * GET /api/post/mentions/{user}/{page}. Feeds take `{page}` = `0`, then the cursor of the previous
 * page. Every route needs the `wall` feature right (admins hold all rights); services check the
 * tenant (ids are looked up in the caller's tenant) and authorship.
 */
export const postsRoutes = defineRoutes("posts", {
  wall: {
    method: "GET",
    path: "/api/post/news/{client}/{page}",
    access: "wall",
    summary: "The company wall, 20 posts a page, newest first (?tab=news: news and system posts; ?tab=thanks)",
    params: newsFeedParamsSchema,
    query: newsFeedQuerySchema,
  },
  userFeed: {
    method: "GET",
    path: "/api/post/user_feed/{user}/{page}",
    access: "wall",
    summary: "A person's event feed: posts they wrote or are mentioned or thanked in",
    params: userFeedParamsSchema,
  },
  mentions: {
    method: "GET",
    path: "/api/post/mentions/{user}/{page}",
    access: "wall",
    summary: "Posts and comments mentioning a person (that person or an admin)",
    params: userFeedParamsSchema,
  },
  markAllSeen: {
    method: "PUT",
    path: "/api/post/all/view",
    access: "wall",
    summary: "Marks one of the caller's feeds seen up to now (news, thanks, user_feed, mentions)",
    body: markAllSeenBodySchema,
  },
  get: {
    method: "GET",
    path: "/api/post/{id}",
    access: "wall",
    summary: "A post with the caller's like and seen flags",
    params: postIdParamsSchema,
  },
  create: {
    method: "POST",
    path: "/api/post",
    access: "wall",
    summary: "Writes a post: news, thanks (more than 30 characters, exactly one person) or system (admins)",
    body: createPostBodySchema,
  },
  update: {
    method: "PUT",
    path: "/api/post/{id}",
    access: "wall",
    summary: "Edits a post (its author or an admin)",
    params: postIdParamsSchema,
    body: updatePostBodySchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/post/{id}",
    access: "wall",
    summary: "Deletes a post with its likes, views and comments (its author or an admin)",
    params: postIdParamsSchema,
  },
  like: {
    method: "PUT",
    path: "/api/post/{id}/like",
    access: "wall",
    summary: "Likes a post (once per person)",
    params: postIdParamsSchema,
  },
  unlike: {
    method: "DELETE",
    path: "/api/post/{id}/like",
    access: "wall",
    summary: "Takes one's like back",
    params: postIdParamsSchema,
  },
  view: {
    method: "PUT",
    path: "/api/post/{id}/view",
    access: "wall",
    summary:
      "Records the caller's first view of a post (a visiting superadmin's look is not one: 204, nothing recorded)",
    params: postIdParamsSchema,
  },
  comments: {
    method: "GET",
    path: "/api/post/{id}/comments",
    access: "wall",
    summary: "A post's comments: threads oldest first, each with its replies (?cursor=&limit=)",
    params: postIdParamsSchema,
    query: commentsQuerySchema,
  },
  commentsFeed: {
    method: "GET",
    path: "/api/comment/feed/{client}/{page}",
    access: "wall",
    summary: "The tenant's newest comments, 20 a page",
    params: commentsFeedParamsSchema,
  },
  comment: {
    method: "POST",
    path: "/api/comment",
    access: "wall",
    summary: "Comments on a post or replies to a comment",
    body: createCommentBodySchema,
  },
  updateComment: {
    method: "PUT",
    path: "/api/comment/{id}",
    access: "wall",
    summary: "Edits a comment (its author or an admin)",
    params: commentIdParamsSchema,
    body: updateCommentBodySchema,
  },
  removeComment: {
    method: "DELETE",
    path: "/api/comment/{id}",
    access: "wall",
    summary: "Deletes a reply, or a top-level comment with its thread (its author or an admin)",
    params: commentIdParamsSchema,
  },
});
