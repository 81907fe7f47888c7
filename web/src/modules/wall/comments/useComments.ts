import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { postsApi } from "../api";
import { wallKeys } from "../keys";
import { updateCachedPost } from "../postCache";

export const COMMENTS_PAGE = 20;

/** A post's comments: threads oldest first, each followed by its replies, a page at a time. */
export function useComments(postId: string) {
  return useInfiniteQuery({
    queryKey: wallKeys.comments(postId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => postsApi.comments(postId, pageParam, COMMENTS_PAGE),
    getNextPageParam: (page) => page.cursor,
  });
}

/** After a comment was written or removed: reload the thread list and move the post's count. */
export function useCommentsChanged(postId: string) {
  const queryClient = useQueryClient();
  return (countChange: number) => {
    if (countChange)
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        commentsCount: Math.max(0, post.commentsCount + countChange),
      }));
    return queryClient.invalidateQueries({ queryKey: wallKeys.comments(postId) });
  };
}
