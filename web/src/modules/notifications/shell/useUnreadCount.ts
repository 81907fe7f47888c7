import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { notificationsApi } from "../api";
import { useWorkspaceUsers } from "../../../shell/startup/useWorkspaceUsers";
import { notificationKeys } from "./keys";

/**
 * The unread badge (GET /api/notification/unread/{client_id}/{user_id}): loaded once, then kept
 * current by the realtime events and the mark-read answers (useNotificationEvents, markRead.ts).
 * It loads after the startup calls of product-spec §4 (the workspace users answered, either way).
 * No company, no badge; a superadmin visiting a company has no notifications there, so no call.
 * A failure shows nothing: the badge is not worth an error dialog.
 */
export function useUnreadCount(me: UserView, client: ClientView | null): number {
  const owner = { clientId: client?._id ?? "", userId: me._id };
  const startupDone = !useWorkspaceUsers(client).isPending;
  const query = useQuery({
    queryKey: notificationKeys.unread(owner),
    enabled: !!client && startupDone && !hasRole(me, "superadmin"),
    staleTime: Infinity,
    queryFn: () => notificationsApi.unread(owner.clientId, owner.userId, { no_show: true }),
  });
  return query.data?.count ?? 0;
}
