import type { AutoPost } from "../autoPosts";
import type { EmployeeStatus } from "../users/schemas";
import type { PostKind, PostParent, SeenFeed, postEvents } from "./schemas";

/** The answer shapes (views) of the wall module: what its routes answer and its events carry. */

/** An author as feeds show them (joined from the users module; null if the user is gone). */
export interface PostAuthorView {
  _id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  position?: string;
  department?: string;
  avatar?: string;
  status: EmployeeStatus;
}

export interface PostAttachmentView {
  /** The file id: `GET /api/files/{fileId}/url` gives a download link. */
  _id: string;
  name: string;
  contentType: string;
  size: number;
}

export interface PostView {
  _id: string;
  client_id: string;
  kind: PostKind;
  parent: PostParent;
  authorId: string;
  author: PostAuthorView | null;
  /** Sanitised HTML (an automatic post's in the reader's profile language, else the company's). */
  message: string;
  /** A post a module wrote by itself: its kind and values, for the SPA to write in the language it shows. */
  auto?: AutoPost;
  mentions: string[];
  attachments: PostAttachmentView[];
  likesCount: number;
  viewsCount: number;
  commentsCount: number;
  /** The caller likes it. */
  liked: boolean;
  /** The caller wrote it, viewed it (PUT …/view) or marked its feed seen past it (PUT /api/post/all/view). */
  seen: boolean;
  createdAt: string;
  updatedAt?: string;
}

/**
 * A feed page, newest first. `cursor` is the `{page}` to ask for next; null after the last page (a
 * page that ends exactly at the end may be followed by one empty page). `seenUpTo` is the caller's
 * "seen up to" mark of this feed (items at or before it are seen), null if never marked.
 */
export interface PostPage {
  items: PostView[];
  cursor: string | null;
  seenUpTo: string | null;
}

export interface LikeResult {
  _id: string;
  liked: boolean;
  likesCount: number;
}

export interface ViewResult {
  _id: string;
  viewed: true;
  viewsCount: number;
  viewedAt: string;
}

export interface SeenMark {
  where: SeenFeed;
  user_id: string;
  /** Items whose id sorts at or before this are seen (ids are ULIDs, ordered by time). */
  seenUpTo: string;
}

export interface CommentView {
  _id: string;
  postId: string;
  /** The top-level comment of the thread (its own id for a top-level comment). */
  threadId: string;
  parentCommentId: string | null;
  authorId: string;
  author: PostAuthorView | null;
  /** Sanitised HTML. */
  text: string;
  mentions: string[];
  /** On a top-level comment: the replies in its thread. */
  repliesCount: number;
  createdAt: string;
  updatedAt?: string;
}

export interface CommentPage {
  items: CommentView[];
  cursor: string | null;
}

/** The tenant's newest comments, each with a short picture of its post. */
export interface CommentFeedItem extends CommentView {
  post: { _id: string; kind: PostKind; authorId: string; excerpt: string };
}

export interface CommentFeedPage {
  items: CommentFeedItem[];
  cursor: string | null;
}

/** One entry of the mentions feed: a post or a comment that mentions the user. */
export type MentionItem =
  | { type: "post"; _id: string; post: PostView }
  | {
      type: "comment";
      _id: string;
      comment: CommentView;
      post: { _id: string; excerpt: string } | null;
      /** Within the caller's own mentions feed: at or before its seen mark. */
      seen: boolean;
    };

export interface MentionPage {
  items: MentionItem[];
  cursor: string | null;
  seenUpTo: string | null;
}

export interface CommentDeleted {
  _id: string;
  deleted: true;
  /** Comments removed: the comment and, for a top-level comment, its replies (the whole thread goes). */
  removed: number;
}

export interface PostDeleted {
  _id: string;
  deleted: true;
}

/** A thanks post as widgets show it: who thanked whom. */
export interface ThanksSummary {
  postId: string;
  authorId: string;
  author: PostAuthorView | null;
  thankedUserId: string;
  thanked: PostAuthorView | null;
  excerpt: string;
  likesCount: number;
  commentsCount: number;
  createdAt: string;
}

export type PostEventType = (typeof postEvents)[keyof typeof postEvents];

export interface PostCreatedDetail {
  postId: string;
  authorId: string;
  kind: PostKind;
  /** Everyone mentioned (for thanks: the one thanked person), never the author. */
  mentionedUserIds: string[];
  parent: PostParent;
  /** Plain text, at most 140 characters. */
  excerpt: string;
}

/** An edit of a post's text, mentions or attachments (search re-reads it). */
export interface PostUpdatedDetail {
  postId: string;
  authorId: string;
  updatedBy: string;
}

/** An edit of a comment's text or mentions. */
export interface CommentUpdatedDetail {
  postId: string;
  commentId: string;
  updatedBy: string;
}

export interface PostDeletedDetail {
  postId: string;
  authorId: string;
  deletedBy: string;
}

export interface PostLikedDetail {
  postId: string;
  likerId: string;
  postAuthorId: string;
  /** Epoch ms of the like. */
  likedAt: number;
}

export interface CommentCreatedDetail {
  postId: string;
  commentId: string;
  authorId: string;
  postAuthorId: string;
  parentCommentId?: string;
  parentCommentAuthorId?: string;
  /** Mentioned in the comment, never its author. */
  mentionedUserIds: string[];
  excerpt: string;
}

export interface CommentDeletedDetail {
  postId: string;
  /** Every comment removed (a thread goes with its top-level comment). */
  commentIds: string[];
  deletedBy: string;
}

export interface PostEventDetails {
  "post.created": PostCreatedDetail;
  "post.updated": PostUpdatedDetail;
  "post.deleted": PostDeletedDetail;
  "post.liked": PostLikedDetail;
  "comment.created": CommentCreatedDetail;
  "comment.updated": CommentUpdatedDetail;
  "comment.deleted": CommentDeletedDetail;
}
