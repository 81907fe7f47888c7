import type {
  CommentDeleted,
  CommentPage,
  CommentView,
  CreateCommentBody,
  CreatePostBody,
  DownloadUrl,
  LikeResult,
  PostDeleted,
  PostPage,
  PostTab,
  PostView,
  SeenFeed,
  SeenMark,
  UpdateCommentBody,
  UpdatePostBody,
  ViewResult,
} from "@intranet/contracts";
import { apiRequest, type RequestOptions } from "./client";

const enc = encodeURIComponent;
const post = (id: string) => `/api/post/${enc(id)}`;

/** `{page}` of the feed paths: "0" for the first page, then the cursor the previous page returned. */
const pagePath = (cursor: string | null) => (cursor ? enc(cursor) : "0");

/** The company wall's calls (rules-calls-errors-spec §7 Posts and comments). */
export const postsApi = {
  /** GET /api/post/news/{client}/{page}?tab=news|thanks, newest first. */
  wall: (clientId: string, tab: PostTab, cursor: string | null, options?: RequestOptions) =>
    apiRequest<PostPage>("GET", `/api/post/news/${enc(clientId)}/${pagePath(cursor)}`, { ...options, query: { tab } }),
  /** GET /api/post/user_feed/{user}/{page}: posts a person wrote or is mentioned or thanked in. */
  userFeed: (userId: string, cursor: string | null, options?: RequestOptions) =>
    apiRequest<PostPage>("GET", `/api/post/user_feed/${enc(userId)}/${pagePath(cursor)}`, options),
  get: (id: string, options?: RequestOptions) => apiRequest<PostView>("GET", post(id), options),
  create: (body: CreatePostBody, options?: RequestOptions) =>
    apiRequest<PostView>("POST", "/api/post", { ...options, body }),
  update: (id: string, body: UpdatePostBody, options?: RequestOptions) =>
    apiRequest<PostView>("PUT", post(id), { ...options, body }),
  remove: (id: string) => apiRequest<PostDeleted>("DELETE", post(id)),
  like: (id: string) => apiRequest<LikeResult>("PUT", `${post(id)}/like`),
  unlike: (id: string) => apiRequest<LikeResult>("DELETE", `${post(id)}/like`),
  /** Records the caller's first view; quiet (a failed view mark is not the user's concern). */
  view: (id: string) => apiRequest<ViewResult>("PUT", `${post(id)}/view`, { no_show: true }),
  markAllSeen: (userId: string, where: SeenFeed) =>
    apiRequest<SeenMark>("PUT", "/api/post/all/view", { body: { user_id: userId, where } }),
  /** GET /api/post/{id}/comments: threads oldest first, each followed by its replies. */
  comments: (postId: string, cursor: string | null, limit: number) =>
    apiRequest<CommentPage>("GET", `${post(postId)}/comments`, { query: { cursor, limit } }),
  comment: (body: CreateCommentBody, options?: RequestOptions) =>
    apiRequest<CommentView>("POST", "/api/comment", { ...options, body }),
  updateComment: (id: string, body: UpdateCommentBody, options?: RequestOptions) =>
    apiRequest<CommentView>("PUT", `/api/comment/${enc(id)}`, { ...options, body }),
  removeComment: (id: string) => apiRequest<CommentDeleted>("DELETE", `/api/comment/${enc(id)}`),
  /** A presigned download link of an attachment (GET /api/files/{fileId}/url). */
  fileUrl: (fileId: string) => apiRequest<DownloadUrl>("GET", `/api/files/${enc(fileId)}/url`, { no_show: true }),
};
