import { PostEntity } from "./post.entity";
import { PostLikeEntity } from "./like.entity";
import { PostViewEntity } from "./view.entity";
import { CommentEntity } from "./comment.entity";
import { FeedEntryEntity } from "./feed-entry.entity";
import { SeenMarkEntity } from "./seen-mark.entity";

/**
 * The posts module's entities under their service keys, registered in `src/entities.ts`.
 * This file imports entity definitions only (no services, no db), so the registry stays a leaf.
 */
export const postsEntities = {
  post: PostEntity,
  postLike: PostLikeEntity,
  postView: PostViewEntity,
  comment: CommentEntity,
  feedEntry: FeedEntryEntity,
  seenMark: SeenMarkEntity,
};
