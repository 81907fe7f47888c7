import { Button, NonIdealState, Tab, Tabs, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { GroupView } from "@intranet/contracts/groups";
import { hasRole } from "@intranet/contracts/roles";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router-dom";
import { isApiError } from "../../api/errors";
import { groupsApi, groupsKeys } from "./api";
import { GroupHeader } from "./GroupHeader";
import { InvitationsTab } from "./InvitationsTab";
import { QueryState } from "../../ui/QueryState";
import { LockedState } from "./LockedState";
import { MembersTab } from "./MembersTab";
import { allGroupsPath, groupsPath } from "./paths";
import { RequestsTab } from "./RequestsTab";
import { SettingsTab } from "./SettingsTab";
import { useGroupPeople } from "./useGroupPeople";
import { WallTab } from "./WallTab";
import { useGroupsTranslation } from "./i18n";
import { useUrlTab } from "../../shared/useUrlTab";

const everyone = ["wall", "members"] as const;
const managers = ["wall", "members", "requests", "invitations", "settings"] as const;
type PageTab = (typeof managers)[number];

/**
 * /group/{_id} (and /groups/{_id}): one group. A group the reader may not find (deleted, another
 * company's, a private one they are not in) answers 404 and shows "not found" in place.
 */
export function GroupPage({ me }: { me: UserView }) {
  const { t } = useGroupsTranslation();
  const navigate = useNavigate();
  const { _id: id = "" } = useParams();
  const group = useQuery({ queryKey: groupsKeys.group(id), queryFn: () => groupsApi.get(id) });
  const back = (
    <Button variant="minimal" icon="arrow-left" text={t("page.back")} onClick={() => void navigate(groupsPath)} />
  );
  if (!group.data) {
    const missing = isApiError(group.error) && group.error.status === 404;
    return (
      <div className="groups groups-page">
        {back}
        {missing ? (
          <NonIdealState
            icon="search"
            title={t("page.notFound")}
            description={t("page.notFoundText")}
            action={<Button icon="people" text={t("mine.find")} onClick={() => void navigate(allGroupsPath)} />}
          />
        ) : (
          <QueryState query={group} errorTitle={t("loadFailed")} />
        )}
      </div>
    );
  }
  return (
    <div className="groups groups-page">
      {back}
      <GroupBody group={group.data} me={me} />
    </div>
  );
}

function GroupBody({ group, me }: { group: GroupView; me: UserView }) {
  const { t } = useGroupsTranslation();
  const visitor = hasRole(me, "superadmin");
  const tabs: readonly PageTab[] = group.can.manage ? managers : everyone;
  const [tab, setTab] = useUrlTab(tabs, "wall");
  const requests = useGroupPeople(group._id, "requests", group.can.manage);
  const waiting = requests.data?.pages[0]?.items.length ?? 0;
  const more = Boolean(requests.data?.pages[0]?.cursor);
  const panel = (key: PageTab) => {
    if (key === "wall") return <WallTab group={group} me={me} visitor={visitor} />;
    if (key === "members")
      return group.can.read ? (
        <MembersTab group={group} meId={me._id} />
      ) : (
        <LockedState group={group} visitor={visitor} />
      );
    if (key === "requests") return <RequestsTab group={group} />;
    if (key === "invitations") return <InvitationsTab group={group} />;
    return <SettingsTab group={group} />;
  };
  return (
    <>
      <GroupHeader group={group} visitor={visitor} />
      <Tabs
        id="group-tabs"
        selectedTabId={tab}
        onChange={setTab}
        renderActiveTabPanelOnly
        className="tabs-scroll groups-tabs"
      >
        {tabs.map((key) => (
          <Tab
            key={key}
            id={key}
            title={
              key === "requests" && waiting ? (
                <>
                  {t("page.tabs.requests")}{" "}
                  <Tag round intent="warning" className="groups-tab-count">
                    {more ? `${waiting}+` : waiting}
                  </Tag>
                </>
              ) : (
                t(`page.tabs.${key}`)
              )
            }
            panel={panel(key)}
          />
        ))}
      </Tabs>
    </>
  );
}
