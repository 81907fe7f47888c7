import type { PostView, UpdatePostBody } from "@intranet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { postsApi } from "../api";
import { wallKeys } from "../keys";
import { removeCachedPost, updateCachedPost } from "../postCache";

/**
 * What can be done to a post: like or unlike (optimistic: the heart and count change at once and
 * go back if the API refuses), edit, delete. Every cached copy of the post follows.
 */
export function usePostActions(post: PostView) {
  const queryClient = useQueryClient();
  const id = post._id;

  const like = useMutation({
    mutationFn: (liked: boolean) => (liked ? postsApi.like(id) : postsApi.unlike(id)),
    onMutate: (liked: boolean) => {
      const before = { liked: post.liked, likesCount: post.likesCount };
      updateCachedPost(queryClient, id, (current) =>
        current.liked === liked
          ? current
          : { ...current, liked, likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)) },
      );
      return before;
    },
    onError: (_error, _liked, before) => {
      if (before) updateCachedPost(queryClient, id, (current) => ({ ...current, ...before }));
    },
    onSuccess: (result) =>
      updateCachedPost(queryClient, id, (current) => ({
        ...current,
        liked: result.liked,
        likesCount: result.likesCount,
      })),
  });

  const remove = useMutation({
    mutationFn: () => postsApi.remove(id),
    onSuccess: () => {
      removeCachedPost(queryClient, id);
      queryClient.removeQueries({ queryKey: wallKeys.comments(id) });
      if (post.kind === "thanks") void queryClient.invalidateQueries({ queryKey: wallKeys.thanks(post.client_id) });
    },
  });

  const update = async (body: UpdatePostBody) => {
    const saved = await postsApi.update(id, body, { no_show: true });
    updateCachedPost(queryClient, id, () => saved);
    return saved;
  };

  return {
    toggleLike: () => like.mutate(!post.liked),
    liking: like.isPending,
    remove: () => remove.mutateAsync(),
    removing: remove.isPending,
    update,
  };
}
