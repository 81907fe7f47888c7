import { Tab, Tabs } from "@blueprintjs/core";
import type { ClientView, UserView } from "@intranet/contracts";
import { useEffect, useRef } from "react";
import { ContactsTab } from "./ContactsTab";
import { ExtraTab } from "./ExtraTab";
import { FollowersTab } from "./FollowersTab";
import { HrDataTab } from "./HrDataTab";
import { HrFilesTab } from "./HrFilesTab";
import { MainTab } from "./MainTab";
import { NotificationsTab } from "./NotificationsTab";
import { PostsTab } from "./PostsTab";
import { SocialTab } from "./SocialTab";
import type { ProfileTab } from "./profileTabs";
import { lazy, Suspense } from "react";

/** The Security tab is its own chunk (two-factor's QR code library among it). */
const SecurityTab = lazy(() => import("./security/SecurityTab"));
import { useProfileTranslation } from "./i18n";

interface ProfileTabsProps {
  user: UserView;
  me: UserView;
  client: ClientView | null;
  /** The visible tabs (`visibleTabs`), the selected one and how to select another (the URL's `?tab=`). */
  tabs: readonly ProfileTab[];
  selected: ProfileTab;
  onSelect: (tab: ProfileTab) => void;
  /** The reader may edit the profile: the extra and social tabs get their forms, empty tabs say how to fill them. */
  canEdit: boolean;
}

/** The profile's sections as tabs; only the selected one is rendered (and loads what it shows). */
export function ProfileTabs({ user, me, client, tabs, selected, onSelect, canEdit }: ProfileTabsProps) {
  const { t } = useProfileTranslation();
  const box = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls sideways: the selected tab (opened from a link) is brought into it.
  useEffect(() => {
    const current = box.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [selected]);
  const panel = (tab: ProfileTab) => {
    if (tab === "posts") return <PostsTab user={user} me={me} />;
    if (tab === "extra") return <ExtraTab user={user} me={me} canEdit={canEdit} />;
    if (tab === "social") return <SocialTab user={user} canEdit={canEdit} />;
    if (tab === "hrData") return <HrDataTab user={user} me={me} />;
    if (tab === "hrFiles") return <HrFilesTab user={user} me={me} />;
    if (tab === "contacts") return <ContactsTab user={user} />;
    if (tab === "subscribers") return <FollowersTab userId={user._id} />;
    if (tab === "notifications") return <NotificationsTab userId={user._id} />;
    if (tab === "security")
      return (
        <Suspense fallback={null}>
          <SecurityTab />
        </Suspense>
      );
    return <MainTab user={user} me={me} client={client} canEdit={canEdit} />;
  };
  return (
    <div ref={box}>
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
    </div>
  );
}
