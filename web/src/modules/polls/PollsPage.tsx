import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import type { PollTab } from "@intranet/contracts/polls";
import { hasRole, isAdminOrAbove } from "@intranet/contracts/roles";
import { LinkButton } from "../../ui/LinkButton";
import { newPollPath } from "./paths";
import { PollList } from "./PollList";
import { usePollsTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

/** The tabs a person has: admins see every poll; a visiting superadmin is never a recipient. */
export function pollTabsFor(me: UserView): readonly PollTab[] {
  if (hasRole(me, "superadmin")) return ["all", "mine"];
  return isAdminOrAbove(me) ? ["available", "taken", "mine", "all"] : ["available", "taken", "mine"];
}

/** /polls: to take (`?tab=available`, the default), taken, mine, all (admins), and "New poll". */
export function PollsPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = usePollsTranslation();
  const tabs = pollTabsFor(me);
  const [tab, setTab] = useUrlTab(tabs, tabs[0]!);
  return (
    <div className="polls">
      <header className="polls-header">
        <div>
          <h1 className="polls-title">{t("title")}</h1>
          <p className="polls-muted polls-subtitle">{t("subtitle")}</p>
        </div>
        <LinkButton to={newPollPath} primary icon="plus" text={t("create")} />
      </header>
      <Tabs id="polls-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly className="tabs-scroll">
        {tabs.map((key) => (
          <Tab
            key={key}
            id={key}
            title={t(`tabs.${key}`)}
            panel={<PollList clientId={client._id} userId={me._id} tab={key} />}
          />
        ))}
      </Tabs>
    </div>
  );
}
