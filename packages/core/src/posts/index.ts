/** The posts module's door: what other modules and packages may use. */
export { type AutoPostCandidate, adoptAutoPosts } from "./adopt-auto";
export { type CommentRecord } from "./comment.entity";
export { type WallPostInput, publishWallPost, wallCommits, wallPost } from "./commits";
export { commentsFeed, createComment, deleteComment, listComments, updateComment } from "./comments";
export { postsEntities } from "./entities";
export { type PostEvent, postEvents } from "./events";
export { getPost, mentionsFeed, parentFeed, userFeed, wallFeed } from "./feeds";
export { type PostParentRules, readableFilter, registerPostParent, registerPostParentsLoader } from "./parents";
export { type PostRecord } from "./post.entity";
export { likePost, markAllSeen, unlikePost, viewPost, viewPostAs } from "./reactions";
export { postFileOwnerCheck } from "./store";
export { narrowPostSearch } from "./search-readers";
export { recentThanks } from "./thanks";
export { createPost, deletePost, purgeParentPosts, updatePost } from "./write";
export { wallSearchSource } from "./search-source";
