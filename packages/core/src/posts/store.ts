import type { SeenFeed } from "@intranet/contracts";
import { db } from "./entities";
import { AppError } from "../platform";
import { userItem, type UserRecord } from "../users";
import { itemRef, type ConflictRetry, type ItemRef } from "../db";

import type { PostRecord } from "./post.entity";
export type { PostRecord };
import type { CommentRecord } from "./comment.entity";
export type { CommentRecord };
import type { LikeRecord } from "./like.entity";
export type { LikeRecord };
import type { ViewRecord } from "./view.entity";
export type { ViewRecord };
import type { FeedEntryRecord } from "./feed-entry.entity";
export type { FeedEntryRecord };
import type { SeenMarkRecord } from "./seen-mark.entity";
export type { SeenMarkRecord };

/** A post of the tenant, or `posts.not_found` (another tenant's id is simply not under this tenant's keys). */
export async function requirePost(clientId: string, postId: string): Promise<PostRecord> {
  const { data } = await db().entities.post.get({ clientId, postId }).go({ consistent: true });
  if (!data) throw new AppError("posts.not_found");
  return data;
}

export async function findComment(clientId: string, postId: string, commentId: string) {
  const { data } = await db().entities.comment.get({ clientId, postId, commentId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * A comment addressed by its id alone (PUT/DELETE /api/comment/{id}): the tenant's comment index
 * gives its post, then a consistent Get gives the current item.
 */
export async function requireCommentById(clientId: string, commentId: string): Promise<CommentRecord> {
  const { data } = await db().entities.comment.query.byTenant({ clientId, commentId }).go({ limit: 1 });
  const indexed = data.find((comment) => comment.commentId === commentId);
  const comment = indexed && (await findComment(clientId, indexed.postId, commentId));
  if (!comment) throw new AppError("posts.comment_not_found");
  return comment;
}

/** Keys for the one BatchGet of a feed page (built and parsed by the entities themselves). */
export const refs = {
  post: (clientId: string, postId: string): ItemRef<PostRecord> =>
    itemRef(db().entities.post.get({ clientId, postId }), (Item) => db().entities.post.parse({ Item }).data),
  comment: (clientId: string, postId: string, commentId: string): ItemRef<CommentRecord> =>
    itemRef(
      db().entities.comment.get({ clientId, postId, commentId }),
      (Item) => db().entities.comment.parse({ Item }).data,
    ),
  like: (clientId: string, postId: string, userId: string): ItemRef<LikeRecord> =>
    itemRef(
      db().entities.postLike.get({ clientId, postId, userId }),
      (Item) => db().entities.postLike.parse({ Item }).data,
    ),
  view: (clientId: string, postId: string, userId: string): ItemRef<ViewRecord> =>
    itemRef(
      db().entities.postView.get({ clientId, postId, userId }),
      (Item) => db().entities.postView.parse({ Item }).data,
    ),
  seenMark: (clientId: string, userId: string, feed: SeenFeed): ItemRef<SeenMarkRecord> =>
    itemRef(
      db().entities.seenMark.get({ clientId, userId, feed }),
      (Item) => db().entities.seenMark.parse({ Item }).data,
    ),
  /**
   * An author, read in the same BatchGet as the page's other items (a second call through the
   * users service would break the "one Query + one BatchGet" budget of a feed page); the users
   * door builds the key and parses the item.
   */
  user: (clientId: string, userId: string): ItemRef<UserRecord> => {
    const { get, parse } = userItem(clientId, userId);
    return itemRef(get, parse);
  },
};

/** A hundred colleagues liking one post at once all ADD to the same item: a generous retry budget. */
export const hotPost: ConflictRetry = { maxAttempts: 40, backoffCeilingMs: 1000 };

/** The files module's owner check for `{ type: "post" }` (registered by the composition root: files cannot import posts). */
export async function postFileOwnerCheck(clientId: string, postId: string): Promise<void> {
  await requirePost(clientId, postId);
}
