import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { ContactsTab } from "./ContactsTab";
import { FollowersTab } from "./FollowersTab";
import { MainTab } from "./MainTab";
import { NotificationsTab } from "./NotificationsTab";
import type { ProfileTab } from "./profileTabs";
import { useProfileTranslation } from "./i18n";

interface ProfileTabsProps {
  user: UserView;
  me: UserView;
  client: ClientView | null;
  /** The visible tabs (`visibleTabs`), the selected one and how to select another (the URL's `?tab=`). */
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** An empty main tab on a profile the reader may edit says how to fill it. */
  canEdit: boolean;
}

/** The profile's sections as tabs; only the selected one is rendered (and loads what it shows). */
export function ProfileTabs({ user, me, client, tabs, selected, onSelect, canEdit }: ProfileTabsProps) {
  const { t } = useProfileTranslation();
  const panel = (tab: ProfileTab) => {
    if (tab === "contacts") return <ContactsTab user={user} />;
    if (tab === "subscribers") return <FollowersTab userId={user._id} />;
    if (tab === "notifications") return <NotificationsTab userId={user._id} />;
    return <MainTab user={user} me={me} client={client} canEdit={canEdit} />;
  };
  return (
    <Tabs
      id="profile-tabs"
      aria-label={t("tabs.label")}
      selectedTabId={selected}
      onChange={(next) => onSelect(next as ProfileTab)}
      renderActiveTabPanelOnly
      className="profile-tabs tabs-scroll"
    >
      {tabs.map((tab) => (
        <Tab key={tab} id={tab} title={t(`tabs.${tab}`)} panel={panel(tab)} />
      ))}
    </Tabs>
  );
}
