import { hasRole, meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { featureActive } from "../../shell/menu/visibleMenu";
import { onRealtimeEvent } from "../../shell/startup/realtimeEvents";
import type { ShellPart, ShellPartProps, ShellPartView } from "../types";
import { servicesApi, servicesKeys } from "./api";
import { InboxBadge } from "./InboxBadge";

/**
 * The services' always-on part (manifest `shellPart`): the menu badge is the caller's inbox count
 * (GET /api/bp/inbox/{user}/count), kept current by the `services.inbox` push and fetched again
 * after a reconnect. Only inside a company, for a person with the `services` right and the feature
 * on; a visiting superadmin answers no request, so makes no call.
 */
function useShellPart({ me, client, realtime }: ShellPartProps): ShellPartView {
  const queryClient = useQueryClient();
  const eligible =
    !!client && !hasRole(me, "superadmin") && meetsAccessLevel(me, "services") && featureActive(client, "services");
  const key = servicesKeys.inboxCount(me._id);
  const query = useQuery({
    queryKey: key,
    enabled: eligible,
    staleTime: Infinity,
    queryFn: () => servicesApi.inboxCount(me._id),
  });
  const { refetch } = query;

  useEffect(() => {
    if (!eligible) return;
    return onRealtimeEvent((event) => {
      if (event.type !== "services.inbox") return;
      queryClient.setQueryData(servicesKeys.inboxCount(me._id), { count: event.count });
      void queryClient.invalidateQueries({ queryKey: servicesKeys.inbox(me._id) });
    });
  }, [eligible, me._id, queryClient]);

  // After a reconnect (closed, then open again) the pushes missed meanwhile are made up for.
  const lastStatus = useRef(realtime);
  useEffect(() => {
    const reconnected = lastStatus.current === "closed" && realtime === "open";
    lastStatus.current = realtime;
    if (eligible && reconnected) void refetch();
  }, [eligible, realtime, refetch]);

  const count = eligible ? (query.data?.count ?? 0) : 0;
  return {
    menuBadge: (menuKey, place) =>
      menuKey === "services" ? (
        <InboxBadge count={count} className={place === "tab" ? "shell-tab-badge" : "shell-menu-count"} />
      ) : null,
  };
}

export const shellPart: ShellPart = { useShellPart };
