import {
  postsRoutes as routes,
  type CreateCommentBody,
  type CreatePostBody,
  type PostTab,
  type SeenFeed,
  type UpdateCommentBody,
  type UpdatePostBody,
} from "@intranet/contracts/wall";
import { filesRoutes } from "@intranet/contracts/files";
import { groupsRoutes } from "@intranet/contracts/groups";
import { callRoute } from "../../api/client";
import type { RequestOptions } from "../../api/client";
import type { OtherParent } from "./keys";

/** `{page}` of the feed paths: "0" for the first page, then the cursor the previous page returned. */
const page = (cursor: string | null) => cursor || "0";

/** The company wall's calls (rules-calls-errors-spec §7 Posts and comments), from contracts/wall/routes.ts. */
export const postsApi = {
  /** The wall, newest first (?tab=news|thanks). */
  wall: (clientId: string, tab: PostTab, cursor: string | null, options?: RequestOptions) =>
    callRoute(routes.wall, { params: { client: clientId, page: page(cursor) }, query: { tab } }, options),
  /** Posts a person wrote or is mentioned or thanked in. */
  userFeed: (userId: string, cursor: string | null, options?: RequestOptions) =>
    callRoute(routes.userFeed, { params: { user: userId, page: page(cursor) } }, options),
  /** Another parent's wall (a group's: GET /api/group/{id}/posts/{page}), newest first. */
  parentFeed: (parent: OtherParent, cursor: string | null, options?: RequestOptions) =>
    callRoute(groupsRoutes.feed, { params: { id: parent.id, page: page(cursor) } }, options),
  get: (id: string, options?: RequestOptions) => callRoute(routes.get, { params: { id } }, options),
  create: (body: CreatePostBody, options?: RequestOptions) => callRoute(routes.create, { body }, options),
  update: (id: string, body: UpdatePostBody, options?: RequestOptions) =>
    callRoute(routes.update, { params: { id }, body }, options),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  like: (id: string) => callRoute(routes.like, { params: { id } }),
  unlike: (id: string) => callRoute(routes.unlike, { params: { id } }),
  /** Records the caller's first view; quiet (a failed view mark is not the user's concern). */
  view: (id: string) => callRoute(routes.view, { params: { id } }, { no_show: true }),
  markAllSeen: (userId: string, where: SeenFeed) => callRoute(routes.markAllSeen, { body: { user_id: userId, where } }),
  /** Threads oldest first, each followed by its replies. */
  comments: (postId: string, cursor: string | null, limit: number) =>
    callRoute(routes.comments, { params: { id: postId }, query: { cursor: cursor ?? undefined, limit } }),
  comment: (body: CreateCommentBody, options?: RequestOptions) => callRoute(routes.comment, { body }, options),
  updateComment: (id: string, body: UpdateCommentBody, options?: RequestOptions) =>
    callRoute(routes.updateComment, { params: { id }, body }, options),
  removeComment: (id: string) => callRoute(routes.removeComment, { params: { id } }),
  /** A presigned download link of an attachment. */
  fileUrl: (fileId: string) => callRoute(filesRoutes.downloadUrl, { params: { fileId } }, { no_show: true }),
};
