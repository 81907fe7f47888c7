import type { ClientView, UserView } from "@intranet/contracts";
import { limits } from "@intranet/contracts/limits";
import { useEffect } from "react";
import { analyticsApi } from "../../api/analytics";
import { watchInactivity } from "./inactivity";

/**
 * Product-spec §4 Inactivity: after 10 minutes without a key press, scroll or click, a session
 * report (sessionStart, currentTime, userId, clientId) is sent and the session start is reset —
 * the next session starts with the next activity.
 */
export function useInactivityReport(me: UserView | undefined, client: ClientView | null | undefined): void {
  const userId = me?._id;
  const clientId = client?._id;
  useEffect(() => {
    if (!userId || !clientId) return;
    let sessionStart = Date.now();
    return watchInactivity(
      limits.inactivityTimeoutMs,
      () => {
        const currentTime = Date.now();
        analyticsApi.sessionReport({ sessionStart, currentTime, userId, clientId });
        sessionStart = currentTime;
      },
      () => {
        sessionStart = Date.now();
      },
    );
  }, [userId, clientId]);
}
