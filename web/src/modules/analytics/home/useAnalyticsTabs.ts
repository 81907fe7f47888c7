import type { ClientView, UserView } from "@intranet/contracts";
import { featureActive } from "../../../shell/menu/visibleMenu";
import type { Address } from "../filters/useAddress";

/** The tabs in the product spec's order. */
export const analyticsTabs = [
  "turnover",
  "adaptation",
  "demography",
  "positions",
  "departments",
  "visitors",
  "coins",
  "modules",
] as const;
export type AnalyticsTab = (typeof analyticsTabs)[number];

/**
 * The tabs the caller has and the current one (`?tab=` in the address; the first leaves it out).
 * Coin movement is the shop's report (for whoever reads analytics): shown when the company has the
 * shop on, or when a link names it (it then says why it is empty). Changing the tab keeps the
 * filters in the address.
 */
export function useAnalyticsTabs(me: UserView, client: ClientView, { params, write }: Address) {
  const shopOn = featureActive(client, "shop");
  const asked = params.get("tab");
  const visible = analyticsTabs.filter((key) => key !== "coins" || shopOn || asked === "coins");
  const first = visible[0]!;
  const tab = visible.find((key) => key === asked) ?? first;
  const setTab = (next: string | number) => write({ tab: next === first ? null : String(next) });
  return { visible, tab, setTab, shopOn };
}
