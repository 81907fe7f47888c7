import type { UserView } from "@intranet/contracts";
import { contactLinks } from "./contactLinks";

/** The profile's tabs (product-spec §2) that have a page today, in the spec's order. */
export const profileTabs = ["main", "contacts", "subscribers", "notifications"] as const;
export type ProfileTab = (typeof profileTabs)[number];

export interface Viewer {
  /** The page is the viewer's own profile. */
  own: boolean;
  /** A superadmin visiting the company: none of its people, no notification center there. */
  visitor: boolean;
}

/**
 * The tabs with something the viewer may see: the main data always; contacts when the person left
 * one; subscribers when someone follows them; the notification channels on one's own profile.
 */
export function visibleTabs(user: UserView, viewer: Viewer): ProfileTab[] {
  const shown: Record<ProfileTab, boolean> = {
    main: true,
    contacts: contactLinks(user).length > 0,
    subscribers: user.followersCount > 0,
    notifications: viewer.own && !viewer.visitor,
  };
  return profileTabs.filter((tab) => shown[tab]);
}

/** The tab in the URL (`?tab=`) when it is one of the visible ones, else the main tab. */
export function selectedTab(param: string | null, visible: readonly ProfileTab[]): ProfileTab {
  return visible.find((tab) => tab === param) ?? "main";
}
