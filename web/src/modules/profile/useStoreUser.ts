import type { UserView } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { rememberOwnRecord } from "../../session/session";
import { profileKeys } from "./api";

/**
 * Puts a person as the API answered them after a change (a form, a picture, the HR reset) on the
 * profile and, when it is the signed-in person, on the shell's own info (the header's avatar…).
 */
export function useStoreUser(): (saved: UserView) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: UserView) => {
      queryClient.setQueryData(profileKeys.user(saved._id), saved);
      queryClient.setQueryData<UserView>(["me", saved._id], (me) => (me ? saved : me));
      rememberOwnRecord(saved);
    },
    [queryClient],
  );
}
