import { Tab, Tabs } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { IdeaSettingsView } from "@intranet/contracts/ideas";
import { hasRole, isAdminOrAbove } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useUrlTab } from "../../../shared/useUrlTab";
import { QueryState } from "../../../ui/QueryState";
import { LinkButton } from "../../../ui/LinkButton";
import { TabsPanel } from "../../../ui/TabsPanel";
import { ideasApi, ideasKeys } from "../api";
import { useIdeasTranslation } from "../i18n";
import { proposePath } from "../paths";
import { ProposeForm } from "../propose/ProposeForm";
import { IdeasSettings } from "../settings/IdeasSettings";
import { BoardList } from "./BoardList";
import { MyIdeas } from "./MyIdeas";

const tabsId = "ideas-tabs";
type IdeasTab = "board" | "propose" | "mine" | "inbox" | "settings";

/**
 * The tabs a person has: the board when the settings let them see it, the form and their own ideas
 * (a visiting superadmin proposes nothing), the inbox for the recipients, the settings for admins.
 */
function tabsFor(me: UserView, settings: IdeaSettingsView): IdeasTab[] {
  const tabs: IdeasTab[] = [];
  if (settings.board) tabs.push("board");
  if (!hasRole(me, "superadmin")) tabs.push("propose", "mine");
  if (settings.recipient) tabs.push("inbox");
  if (isAdminOrAbove(me)) tabs.push("settings");
  return tabs;
}

/** /idea: the board, the form, my ideas, the inbox and the settings, as the caller may. */
export function IdeasPage({ me, client }: { me: UserView; client: string }) {
  const { t } = useIdeasTranslation();
  const settings = useQuery({ queryKey: ideasKeys.settings(client), queryFn: () => ideasApi.settings(client) });
  return (
    <div className="ideas">
      <header className="ideas-header">
        <h1 className="ideas-title">{t("title")}</h1>
        <p className="ideas-muted">{t("subtitle")}</p>
      </header>
      {settings.data ? (
        <IdeasTabs me={me} client={client} settings={settings.data} />
      ) : (
        <QueryState query={settings} errorTitle={t("loadFailed")} />
      )}
    </div>
  );
}

function IdeasTabs({ me, client, settings }: { me: UserView; client: string; settings: IdeaSettingsView }) {
  const { t } = useIdeasTranslation();
  const tabs = tabsFor(me, settings);
  const [tab, setTab] = useUrlTab(tabs, tabs[0] ?? "board");
  return (
    <>
      <Tabs id={tabsId} selectedTabId={tab} onChange={setTab} className="ideas-tabs tabs-scroll">
        {tabs.map((key) => (
          <Tab key={key} id={key} title={t(`tabs.${key}`)} />
        ))}
      </Tabs>
      <TabsPanel tabsId={tabsId} tabId={tab}>
        {tab === "board" ? (
          <BoardList
            me={me}
            client={client}
            initial={null}
            empty={{
              icon: "lightbulb",
              title: t("empty.board"),
              text: t("empty.boardText"),
              action: tabs.includes("propose") ? (
                <LinkButton to={proposePath} primary icon="plus" text={t("empty.proposeFirst")} />
              ) : undefined,
            }}
            emptyFiltered={{ icon: "filter", title: t("empty.boardFiltered"), text: t("empty.boardFilteredText") }}
          />
        ) : null}
        {tab === "propose" ? <ProposeForm /> : null}
        {tab === "mine" ? <MyIdeas me={me} client={client} /> : null}
        {tab === "inbox" ? (
          <BoardList
            me={me}
            client={client}
            initial="new"
            empty={{ icon: "inbox", title: t("empty.inbox"), text: t("empty.inboxText") }}
            emptyFiltered={{ icon: "filter", title: t("empty.inboxFiltered"), text: t("empty.boardFilteredText") }}
          />
        ) : null}
        {tab === "settings" ? <IdeasSettings client={client} settings={settings} /> : null}
      </TabsPanel>
    </>
  );
}
