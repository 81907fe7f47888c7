import { useQuery } from "@tanstack/react-query";
import { usersApi } from "../../api/users";
import { isAuthenticated, isSuperadmin, type Session } from "../../session/session";

/**
 * Startup step 2 (product-spec §4, after the environment): own info, GET /api/user/{id} with the id from the login answer.
 * A superadmin's record lives in the platform tenant, outside any company: the login answer's user is used.
 */
export function useOwnInfo(session: Session, envReady: boolean) {
  const { userId, loginUser } = session;
  return useQuery({
    queryKey: ["me", userId],
    enabled: envReady && isAuthenticated(session) && !!userId,
    staleTime: Infinity,
    queryFn: () => (isSuperadmin(loginUser) && loginUser ? Promise.resolve(loginUser) : usersApi.get(userId!)),
  });
}
