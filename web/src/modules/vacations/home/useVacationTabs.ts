import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { useUrlTab } from "../../../shared/useUrlTab";
import { vacationKeys, vacationsApi } from "../api";

export const vacationTabs = ["mine", "chart", "requests", "everyone", "settings"] as const;
export type VacationTab = (typeof vacationTabs)[number];

/**
 * The tabs the caller has, the current one (in the address) and the requests waiting for them.
 * A superadmin visiting a company is no employee there: no vacations of their own. Requests show
 * to whoever has some to decide (a chief), and always to HR (`vacations_edit`) and admins; a chief
 * who decided the last one stays on the tab (it says none wait) instead of being moved off it.
 */
export function useVacationTabs(me: UserView) {
  const editor = meetsAccessLevel(me, "vacations_edit");
  const [params] = useSearchParams();
  const requests = useQuery({ queryKey: vacationKeys.requests, queryFn: vacationsApi.requests });
  const has: Record<VacationTab, boolean> = {
    mine: !me.roles.includes("superadmin"),
    chart: true,
    requests: editor || (requests.data?.length ?? 0) > 0 || params.get("tab") === "requests",
    everyone: editor,
    settings: meetsAccessLevel(me, "admin"),
  };
  const visible = vacationTabs.filter((key) => has[key]);
  const [tab, setTab] = useUrlTab<VacationTab>(visible, visible[0]!);
  return { visible, tab, setTab, requests };
}
