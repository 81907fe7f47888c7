import type { ClientView, UserView } from "@intranet/contracts";
import { moodRoutes } from "@intranet/contracts/mood";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../../api/client";
import { isSuperadmin } from "../../session/session";
import { featureActive } from "../../shell/menu/visibleMenu";
import { useWorkspaceUsers } from "../../shell/startup/useWorkspaceUsers";

/** The caller's local date as an ISO day ("2026-11-21"): the day the meter asks about. */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const moodKeys = {
  check: (userId: string, day: string) => ["mood", "check", userId, day] as const,
};

/**
 * Who may be asked for a mood: inside a company, not a superadmin, not where the company hides the
 * meter or switched the `mood` feature off.
 */
export function moodMeterEligible(me: UserView | undefined, client: ClientView | null | undefined): boolean {
  return !!me && !!client && !isSuperadmin(me) && !client.settings.hideMoodMeter && featureActive(client, "mood");
}

/**
 * Startup step 6 (product-spec §4): does the mood meter ask today? One small call
 * (GET /api/mood/check/{me}?day=<local date>) after the startup calls, for eligible people only. A
 * failure asks nothing: the meter is not worth an error dialog.
 */
export function useMoodCheck(me: UserView, client: ClientView | null) {
  const eligible = moodMeterEligible(me, client);
  const startupDone = !useWorkspaceUsers(client).isPending;
  const day = localDay();
  const query = useQuery({
    queryKey: moodKeys.check(me._id, day),
    enabled: eligible && startupDone,
    staleTime: Infinity,
    retry: false,
    queryFn: () => callRoute(moodRoutes.check, { params: { user: me._id }, query: { day } }, { no_show: true }),
  });
  return { eligible, day, needed: eligible && query.data?.needed === true };
}
