import type { UserView } from "@intranet/contracts";
import { contactLinks } from "./contactLinks";
import { hasExtra } from "./extraFields";
import { socialLinks } from "./socialLinks";

/**
 * The profile's tabs: product-spec §2's (main, extra, social networks, HR data, HR files, contacts,
 * notifications, subscribers) in the spec's order, with the person's posts after the main tab.
 */
export const profileTabs = [
  "main",
  "posts",
  "extra",
  "social",
  "hrData",
  "hrFiles",
  "contacts",
  "notifications",
  "subscribers",
  "security",
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export interface Viewer {
  /** The page is the viewer's own profile. */
  own: boolean;
  /** A superadmin visiting the company: none of its people, no notification center there. */
  visitor: boolean;
  /** The viewer may change this profile (own with profile_edit, or an admin): empty tabs show, to be filled. */
  canEdit: boolean;
  /** The viewer may see the person's HR data and files (`canSeeHrDataOf`). */
  hr: boolean;
  /** The viewer reads the wall (its right, and the company has the wall on). */
  wall: boolean;
}

/**
 * The tabs with something the viewer may see: the main data always; posts for wall readers; the
 * extra data and social links when filled in, or to whoever may fill them in; HR data and files to
 * the person, admins and HR officers; contacts when the person left one; subscribers when someone
 * follows them; the notification channels on one's own profile.
 */
export function visibleTabs(user: UserView, viewer: Viewer): ProfileTab[] {
  const shown: Record<ProfileTab, boolean> = {
    main: true,
    posts: viewer.wall,
    extra: viewer.canEdit || hasExtra(user),
    social: viewer.canEdit || socialLinks(user).length > 0,
    hrData: viewer.hr,
    hrFiles: viewer.hr,
    contacts: contactLinks(user).length > 0,
    subscribers: user.followersCount > 0,
    notifications: viewer.own && !viewer.visitor,
    security: viewer.own && !viewer.visitor,
  };
  return profileTabs.filter((tab) => shown[tab]);
}

/** The tab in the URL (`?tab=`) when it is one of the visible ones, else the main tab. */
export function selectedTab(param: string | null, visible: readonly ProfileTab[]): ProfileTab {
  return visible.find((tab) => tab === param) ?? "main";
}
