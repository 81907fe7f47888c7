import { Button, Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { hasRole } from "@intranet/contracts/roles";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { AllGroupsTab } from "./AllGroupsTab";
import { CreateGroupDialog } from "./CreateGroupDialog";
import { MyGroupsTab } from "./MyGroupsTab";
import { useGroupsTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

type ListTab = "mine" | "all";

/**
 * /groups/: the reader's groups (with invitations and requests) and every group they can find,
 * and "Create group". A superadmin visiting the company has no groups of their own there: they
 * see all groups, without creating or joining.
 */
export function GroupsPage({ me, client }: { me: UserView; client: ClientView }) {
  const { t } = useGroupsTranslation();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const visitor = hasRole(me, "superadmin");
  const tabs: readonly ListTab[] = visitor ? ["all"] : ["mine", "all"];
  const [tab, setTab] = useUrlTab(tabs, tabs[0]!);
  const search = params.get("q") ?? "";
  const setSearch = (q: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q.trim()) next.set("q", q);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  return (
    <div className="groups">
      <header className="groups-header">
        <div>
          <h1 className="groups-title">{t("title")}</h1>
          <p className="groups-muted groups-subtitle">{t("subtitle")}</p>
        </div>
        {visitor ? null : <Button intent="primary" icon="plus" text={t("create")} onClick={() => setCreating(true)} />}
      </header>
      <Tabs id="groups-tabs" selectedTabId={tab} onChange={setTab} renderActiveTabPanelOnly className="tabs-scroll">
        {tabs.map((key) => (
          <Tab
            key={key}
            id={key}
            title={t(`tabs.${key}`)}
            panel={
              key === "mine" ? (
                <MyGroupsTab me={me._id} />
              ) : (
                <AllGroupsTab clientId={client._id} search={search} onSearch={setSearch} visitor={visitor} />
              )
            }
          />
        ))}
      </Tabs>
      {creating ? <CreateGroupDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
