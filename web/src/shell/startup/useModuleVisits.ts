import type { ClientView, TrackedModule, UserView } from "@intranet/contracts";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { analyticsApi } from "../../api/analytics";
import { trackedModuleAt } from "../../modules/trackedModule";

/**
 * Product-spec §2: leaving a tracked module (for another page, or closing the tab) sends a
 * module-visit report with the module, the time of leaving, the user and the company.
 */
export function useModuleVisits(me: UserView | undefined, client: ClientView | null | undefined): void {
  const { pathname } = useLocation();
  const current = useRef<TrackedModule | null>(null);
  const userId = me?._id;
  const clientId = client?._id;

  useEffect(() => {
    const module = trackedModuleAt(pathname);
    const left = current.current;
    current.current = module;
    if (left && left !== module && userId && clientId)
      analyticsApi.moduleVisit({ module: left, timestamp: Date.now(), user_id: userId, client_id: clientId });
  }, [pathname, userId, clientId]);

  useEffect(() => {
    if (!userId || !clientId) return;
    const onHide = () => {
      if (current.current)
        analyticsApi.moduleVisit({
          module: current.current,
          timestamp: Date.now(),
          user_id: userId,
          client_id: clientId,
        });
    };
    window.addEventListener("pagehide", onHide);
    return () => window.removeEventListener("pagehide", onHide);
  }, [userId, clientId]);
}
