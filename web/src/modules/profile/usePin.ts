import type { UserView } from "@intranet/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileApi, profileKeys } from "./api";

/** Pinning a person to the top of the address book, or unpinning them (admins; PUT /api/user/pin/{id}). */
export function usePin(user: UserView) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => profileApi.togglePin(user._id),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.user(user._id), saved),
  });
  return { pinned: Boolean(user.pinned_num), busy: toggle.isPending, toggle: () => toggle.mutate() };
}
