import type { CommentView, PostAttachmentView, PostAuthorView, PostParent, PostView } from "@intranet/contracts";
import { autoPostHtml, type AutoPost } from "@intranet/contracts/autoPosts";
import { notificationLanguageOf } from "@intranet/contracts/notificationLanguages";
import { fullName, type UserRecord } from "../users";
import type { CommentRecord, PostRecord } from "./store";

/** An author as feeds show them: name, position, avatar, state; never account data. */
export function toAuthorView(user: UserRecord | undefined): PostAuthorView | null {
  if (!user) return null;
  return {
    _id: user.userId,
    fullName: fullName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.position ? { position: user.position } : {}),
    ...(user.department ? { department: user.department } : {}),
    ...(user.avatar ? { avatar: user.avatar } : {}),
    status: user.status ?? "active",
  };
}

export const parentOf = (post: Pick<PostRecord, "parentType" | "parentId">): PostParent => ({
  type: post.parentType,
  id: post.parentId,
});

/**
 * A post as the caller reads it. A module's automatic post is written in the reader's own language
 * (their profile's), else it reads as stored (the company's language); the SPA writes it again from
 * `auto` in the language it shows.
 */
export function toPostView(
  post: PostRecord,
  joined: { author: UserRecord | undefined; liked: boolean; seen: boolean; readerLanguage?: string | null | undefined },
): PostView {
  const auto = post.auto as AutoPost | undefined;
  const language = notificationLanguageOf(joined.readerLanguage);
  const message = (auto && language && autoPostHtml(auto, { language })) || post.message;
  return {
    _id: post.postId,
    client_id: post.clientId,
    kind: post.kind,
    parent: parentOf(post),
    authorId: post.authorId,
    author: toAuthorView(joined.author),
    message,
    ...(auto ? { auto } : {}),
    mentions: post.mentions ?? [],
    attachments: (post.attachments ?? []).map((file): PostAttachmentView => ({
      _id: file.fileId,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
    })),
    likesCount: post.likesCount ?? 0,
    viewsCount: post.viewsCount ?? 0,
    commentsCount: post.commentsCount ?? 0,
    liked: joined.liked,
    seen: joined.seen,
    createdAt: post.createdAt,
    ...(post.updatedAt ? { updatedAt: post.updatedAt } : {}),
  };
}

export function toCommentView(comment: CommentRecord, author: UserRecord | undefined): CommentView {
  return {
    _id: comment.commentId,
    postId: comment.postId,
    threadId: comment.threadId,
    parentCommentId: comment.parentCommentId ?? null,
    authorId: comment.authorId,
    author: toAuthorView(author),
    text: comment.text,
    mentions: comment.mentions ?? [],
    repliesCount: comment.repliesCount ?? 0,
    createdAt: comment.createdAt,
    ...(comment.updatedAt ? { updatedAt: comment.updatedAt } : {}),
  };
}
