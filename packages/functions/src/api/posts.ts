import {
  commentsFeed,
  createComment,
  deleteComment,
  listComments,
  updateComment,
  getPost,
  mentionsFeed,
  userFeed,
  wallFeed,
  likePost,
  markAllSeen,
  unlikePost,
  viewPostAs,
  createPost,
  deletePost,
  updatePost,
} from "@intranet/core/posts";
import { areaHandler } from "../http/area";
import "../post-parents";
import { reply } from "../http/reply";
import { postsRoutes } from "@intranet/contracts/wall";

export const handler = areaHandler(postsRoutes, {
  wall: ({ actor, params, query }) => wallFeed(actor, params.client, params.page, query.tab),
  userFeed: ({ actor, params }) => userFeed(actor, params.user, params.page),
  mentions: ({ actor, params }) => mentionsFeed(actor, params.user, params.page),
  markAllSeen: ({ actor, body }) => markAllSeen(actor, body),
  get: ({ actor, params }) => getPost(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createPost(actor, body)),
  update: ({ actor, params, body }) => updatePost(actor, params.id, body),
  remove: ({ actor, params }) => deletePost(actor, params.id),
  like: ({ actor, params }) => likePost(actor, params.id),
  unlike: ({ actor, params }) => unlikePost(actor, params.id),
  view: async ({ actor, params }) => (await viewPostAs(actor, params.id)) ?? reply(204),
  comments: ({ actor, params, query }) => listComments(actor, params.id, query),
  commentsFeed: ({ actor, params }) => commentsFeed(actor, params.client, params.page),
  comment: async ({ actor, body }) => reply(201, await createComment(actor, body)),
  updateComment: ({ actor, params, body }) => updateComment(actor, params.id, body),
  removeComment: ({ actor, params }) => deleteComment(actor, params.id),
});
