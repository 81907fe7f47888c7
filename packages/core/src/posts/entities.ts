import { registerEntities } from "../db";
import { PostEntity } from "./post.entity";
import { PostLikeEntity } from "./like.entity";
import { PostViewEntity } from "./view.entity";
import { CommentEntity } from "./comment.entity";
import { FeedEntryEntity } from "./feed-entry.entity";
import { SeenMarkEntity } from "./seen-mark.entity";

/** The posts module's entities under their (global, stable) service keys; its door exports the map. */
export const postsEntities = {
  post: PostEntity,
  postLike: PostLikeEntity,
  postView: PostViewEntity,
  comment: CommentEntity,
  feedEntry: FeedEntryEntity,
  seenMark: SeenMarkEntity,
};

export type PostsEntities = typeof postsEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends PostsEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(postsEntities);
