import type { ClientView, UserView } from "@intranet/contracts";
import { limits } from "@intranet/contracts/limits";
import { useEffect } from "react";
import { analyticsApi } from "../../api/analytics";
import { watchSessions } from "./inactivity";

/**
 * Product-spec §4 Inactivity: after 10 minutes without a key press, scroll or click, a session
 * report (sessionStart, currentTime, userId, clientId) is sent and the session start is reset —
 * the next session starts with the next activity. Closing the page ends a session too.
 */
export function useInactivityReport(me: UserView | undefined, client: ClientView | null | undefined): void {
  const userId = me?._id;
  const clientId = client?._id;
  useEffect(() => {
    if (!userId || !clientId) return;
    return watchSessions(limits.inactivityTimeoutMs, (sessionStart, currentTime) =>
      analyticsApi.sessionReport({ sessionStart, currentTime, userId, clientId }),
    );
  }, [userId, clientId]);
}
