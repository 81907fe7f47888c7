import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { breakpoints } from "@intranet/contracts/limits";
import { hasRole } from "@intranet/contracts/roles";
import { TabsPanel } from "../../ui/TabsPanel";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { Composer } from "./composer/Composer";
import { Feed } from "./feed/Feed";
import { feedTabs, type FeedTab } from "./keys";
import { WidgetColumn } from "./widgets/WidgetColumn";
import { useWallTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

/** Below the tablet breakpoint the widgets get a tab of their own (under an endless feed they could never be reached). */
export const narrowQuery = `(max-width: ${breakpoints.tablet - 0.02}px)`;

type WallTab = FeedTab | "widgets";

/**
 * /company: the wall's tabs (company news, thanks, the user's event feed) and its widgets. A
 * superadmin visiting the company reads it: no event feed of their own there, no composer.
 */
export function WallPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useWallTranslation();
  const narrow = useMediaQuery(narrowQuery);
  const visitor = hasRole(me, "superadmin");
  const feeds = visitor ? feedTabs.filter((key) => key !== "feed") : feedTabs;
  const tabs: readonly WallTab[] = narrow ? [...feeds, "widgets"] : feeds;
  const [tab, setTab] = useUrlTab(tabs, "news");
  return (
    <div className="wall">
      <div className="wall-main">
        <h1 className="wall-title">{t("title")}</h1>
        <Tabs id="wall-tabs" selectedTabId={tab} onChange={setTab} className="wall-tabs tabs-scroll">
          {tabs.map((key) => (
            <Tab key={key} id={key} title={t(`tabs.${key}`)} />
          ))}
        </Tabs>
        <TabsPanel tabsId="wall-tabs" tabId={tab} className="wall-panel">
          {tab === "widgets" ? (
            <WidgetColumn me={me} client={client} />
          ) : (
            <>
              {tab === "feed" || visitor ? null : <Composer tab={tab} me={me} clientId={client._id} />}
              <Feed key={tab} tab={tab} me={me} clientId={client._id} />
            </>
          )}
        </TabsPanel>
      </div>
      {narrow ? null : <WidgetColumn me={me} client={client} />}
    </div>
  );
}
