import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { Composer } from "./composer/Composer";
import { Feed } from "./feed/Feed";
import { feedTabs, type FeedTab } from "./keys";
import { WidgetColumn } from "./widgets/WidgetColumn";

/** /company: the wall's tabs (company news, thanks, the user's event feed) and its widgets. */
export function WallPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: FeedTab = feedTabs.find((key) => key === params.get("tab")) ?? "news";
  return (
    <div className="wall">
      <div className="wall-main">
        <h1 className="wall-title">{t("wall.title")}</h1>
        <Tabs
          id="wall-tabs"
          selectedTabId={tab}
          onChange={(next) => setParams(next === "news" ? {} : { tab: String(next) }, { replace: true })}
          className="wall-tabs"
        >
          {feedTabs.map((key) => (
            <Tab key={key} id={key} title={t(`wall.tabs.${key}`)} />
          ))}
        </Tabs>
        <div role="tabpanel" aria-label={t(`wall.tabs.${tab}`)} className="wall-panel">
          {tab === "feed" ? null : <Composer tab={tab} me={me} clientId={client._id} />}
          <Feed key={tab} tab={tab} me={me} clientId={client._id} />
        </div>
      </div>
      <WidgetColumn me={me} client={client} />
    </div>
  );
}
