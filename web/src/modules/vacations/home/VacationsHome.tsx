import { Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { useEffect, useRef } from "react";
import { CountBadge } from "../../../ui/CountBadge";
import { TabsPanel } from "../../../ui/TabsPanel";
import { TeamChart } from "../chart/TeamChart";
import { EveryoneTab } from "../everyone/EveryoneTab";
import { useVacationsTranslation } from "../i18n";
import { MyVacations } from "../mine/MyVacations";
import { RequestsTab } from "../requests/RequestsTab";
import { SettingsTab } from "../settings/SettingsTab";
import { useVacationsLive } from "../useVacationsLive";
import { useVacationTabs } from "./useVacationTabs";

const tabsId = "vacation-tabs";

/** /vacations: the caller's tabs over one page, kept live by the server's pushes. */
export function VacationsHome({ me, client }: { me: UserView; client: string }) {
  const { t } = useVacationsTranslation();
  useVacationsLive();
  const { visible, tab, setTab, requests } = useVacationTabs(me);
  const waiting = requests.data?.length ?? 0;
  const page = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the selected tab (opened from a link) is brought into it.
  useEffect(() => {
    const current = page.current?.querySelector<HTMLElement>('.vac-tabs [role="tab"][aria-selected="true"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [tab]);
  return (
    <div className="vac" ref={page}>
      <header className="vac-header">
        <h1 className="vac-title">{t("title")}</h1>
        <p className="vac-muted">{t("subtitle")}</p>
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="vac-tabs tabs-scroll">
        {visible.map((key) => (
          <Tab key={key} id={key}>
            {t(`tabs.${key}`)}
            {key === "requests" ? (
              <CountBadge count={waiting} className="vac-tab-count" spoken={t("requestsWaiting", { count: waiting })} />
            ) : null}
          </Tab>
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "mine" ? <MyVacations client={client} /> : null}
        {tab === "chart" ? <TeamChart client={client} /> : null}
        {tab === "requests" ? <RequestsTab query={requests} /> : null}
        {tab === "everyone" ? <EveryoneTab client={client} /> : null}
        {tab === "settings" ? <SettingsTab client={client} /> : null}
      </TabsPanel>
    </div>
  );
}
