import type { UserView } from "@intranet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, profileKeys } from "./api";

/**
 * Following a colleague: whether the viewer follows them (the profile's `following`, answered by
 * GET /api/user/{id}), and the toggle (POST /api/follow or /api/unfollow), which puts the answer's
 * state and count on the profile and refreshes its subscribers.
 */
export function useFollow(user: UserView) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (follow: boolean) => (follow ? profileApi.follow(user._id) : profileApi.unfollow(user._id)),
    onSuccess: (result) => {
      queryClient.setQueryData<UserView>(profileKeys.user(user._id), (current) =>
        current ? { ...current, following: result.following, followersCount: result.followersCount } : current,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.followers(user._id) });
    },
  });
  return {
    following: user.following === true,
    /** The change is on its way. */
    busy: toggle.isPending,
    toggle: () => toggle.mutate(user.following !== true),
  };
}
