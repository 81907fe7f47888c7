import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole, isAdminOrAbove } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useUrlTab } from "../../shared/useUrlTab";
import { TabsPanel } from "../../ui/TabsPanel";
import { noSilentApi, noSilentKeys } from "./api";
import { useNoSilentTranslation } from "./i18n";
import { Inbox } from "./lists/Inbox";
import { MyReports } from "./lists/MyReports";
import { ReportForm } from "./report/ReportForm";
import { RecipientsSettings } from "./settings/RecipientsSettings";

const tabsId = "no-silent-tabs";
type NoSilentTab = "report" | "mine" | "inbox" | "settings";

/**
 * The tabs a person has: everyone reports and sees their named reports; recipients (the settings say
 * so; admins always are) the inbox; admins the settings. A visiting superadmin sends nothing.
 */
function tabsFor(me: UserView, recipient: boolean): readonly NoSilentTab[] {
  if (hasRole(me, "superadmin")) return ["inbox", "settings"];
  const tabs: NoSilentTab[] = ["report", "mine"];
  if (recipient) tabs.push("inbox");
  if (isAdminOrAbove(me)) tabs.push("settings");
  return tabs;
}

/** /report_violation: report (the form, default), my reports, the inbox (recipients), settings (admins). */
export function NoSilentPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useNoSilentTranslation();
  const settings = useQuery({
    queryKey: noSilentKeys.settings(client._id),
    queryFn: () => noSilentApi.settings(client._id),
  });
  const tabs = tabsFor(me, isAdminOrAbove(me) || !!settings.data?.recipient);
  const [tab, setTab] = useUrlTab(tabs, tabs[0]!);
  return (
    <div className="no-silent">
      <header>
        <h1 className="no-silent-title">{t("title")}</h1>
        <p className="no-silent-muted">{t("subtitle")}</p>
      </header>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="no-silent-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "report" ? <ReportForm me={me} /> : null}
        {tab === "mine" ? <MyReports client={client._id} /> : null}
        {tab === "inbox" ? <Inbox client={client._id} /> : null}
        {tab === "settings" ? <RecipientsSettings client={client._id} query={settings} /> : null}
      </TabsPanel>
    </div>
  );
}
