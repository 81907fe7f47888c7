import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect, useRef } from "react";
import { TabsPanel } from "../../../ui/TabsPanel";
import { FilterBar } from "../filters/FilterBar";
import { useAddress } from "../filters/useAddress";
import { useReportFilters } from "../filters/useReportFilters";
import { useAnalyticsTranslation } from "../i18n";
import { AdaptationTab } from "../tabs/AdaptationTab";
import { CoinsTab } from "../tabs/CoinsTab";
import { DemographyTab } from "../tabs/DemographyTab";
import { DepartmentsTab } from "../tabs/DepartmentsTab";
import { ModulesTab } from "../tabs/ModulesTab";
import { PositionsTab } from "../tabs/PositionsTab";
import { TurnoverTab } from "../tabs/TurnoverTab";
import { VisitorsTab } from "../tabs/VisitorsTab";
import { useAnalyticsTabs } from "./useAnalyticsTabs";

const tabsId = "analytics-tabs";

/** /analytics: the filters shared by every report, then a tab per report (all in the address). */
export function AnalyticsHome({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useAnalyticsTranslation();
  const address = useAddress();
  const { visible, tab, setTab, shopOn } = useAnalyticsTabs(me, client, address);
  const filters = useReportFilters(address);
  const page = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the selected tab (opened from a link) is brought to its
  // middle, clear of the row's faded edges.
  useEffect(() => {
    const current = page.current?.querySelector<HTMLElement>('.an-tabs [role="tab"][aria-selected="true"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "center" });
  }, [tab]);
  const props = { client: client._id, filters };
  return (
    <div className="an" ref={page}>
      <header>
        <h1 className="an-title">{t("title")}</h1>
        <p className="an-muted">{t("subtitle")}</p>
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="an-tabs tabs-scroll">
        {visible.map((key) => (
          <Tab key={key} id={key}>
            {t(`tabs.${key}`)}
          </Tab>
        ))}
      </Tabs>
      <FilterBar client={client._id} filters={filters} snapshot={tab === "demography"} noDepartment={tab === "coins"} />
      <TabsPanel tabsId={tabsId} tabId={tab} className="an-panel">
        {tab === "turnover" ? <TurnoverTab {...props} /> : null}
        {tab === "adaptation" ? <AdaptationTab {...props} /> : null}
        {tab === "demography" ? <DemographyTab {...props} /> : null}
        {tab === "positions" ? <PositionsTab {...props} /> : null}
        {tab === "departments" ? <DepartmentsTab {...props} /> : null}
        {tab === "visitors" ? <VisitorsTab {...props} /> : null}
        {tab === "coins" ? <CoinsTab {...props} shopOn={shopOn} /> : null}
        {tab === "modules" ? <ModulesTab {...props} /> : null}
      </TabsPanel>
    </div>
  );
}
