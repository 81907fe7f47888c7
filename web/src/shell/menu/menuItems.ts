import type { AccessLevel, FeatureCode } from "@intranet/contracts";
import type { IconName } from "@blueprintjs/core";
import { paths } from "../../app/paths";

/** The menu keys of product-spec §2, in their default order; `client.design.menuNames/menuOrder` use these keys. */
export const menuKeys = [
  "notifications",
  "company",
  "addressBook",
  "profile",
  "groups",
  "calendar",
  "articles",
  "vacancies",
  "services",
  "polls",
  "chats",
  "structures",
  "no_silent",
  "ideas",
  "employees",
  "clients",
  "admin",
  "shop",
  "task_tracker",
  "adaptation",
  "vacations",
  "courses",
  "lmsAnalytics",
  "idp",
] as const;
export type MenuKey = (typeof menuKeys)[number];

export interface MenuItemDefinition {
  to: (userId: string) => string;
  icon: IconName;
  /** Who sees it: a feature right (admins hold all), `admin`, `superadmin` or any `user`. */
  access: AccessLevel;
  /** The tenant feature that must be active (`client.features[].active`). */
  feature?: FeatureCode;
}

const to = (path: string) => () => path;

export const menuItems: Record<MenuKey, MenuItemDefinition> = {
  notifications: { to: to(paths.notifications), icon: "notifications", access: "user" },
  company: { to: to(paths.company), icon: "office", access: "wall", feature: "wall" },
  addressBook: { to: to("/addressBook/"), icon: "book", access: "address_book", feature: "address_book" },
  profile: { to: paths.profile, icon: "person", access: "user", feature: "profile" },
  groups: { to: to("/groups/"), icon: "people", access: "groups", feature: "groups" },
  calendar: { to: to("/calendar/"), icon: "calendar", access: "calendar", feature: "calendar" },
  articles: { to: to("/articles/"), icon: "manual", access: "knowl_base", feature: "knowledge_base" },
  vacancies: { to: to("/vacancies/"), icon: "briefcase", access: "vacancies", feature: "vacancies" },
  services: { to: to("/services/"), icon: "application", access: "services", feature: "services" },
  polls: { to: to("/polls"), icon: "horizontal-bar-chart", access: "polls", feature: "polls" },
  chats: { to: to("/chat"), icon: "chat", access: "chat", feature: "chats" },
  structures: { to: to("/structure_new"), icon: "diagram-tree", access: "structures", feature: "structures" },
  no_silent: { to: to("/report_violation"), icon: "volume-up", access: "no_silent", feature: "no_silent" },
  ideas: { to: to("/idea"), icon: "lightbulb", access: "ideas", feature: "ideas" },
  employees: { to: to(paths.employees), icon: "key", access: "admin" },
  clients: { to: to(paths.clients), icon: "globe-network", access: "superadmin" },
  admin: { to: to("/admin/"), icon: "cog", access: "admin" },
  shop: { to: to("/shop/"), icon: "shop", access: "shop", feature: "shop" },
  task_tracker: { to: to("/task-tracker/"), icon: "projects", access: "task_tracker", feature: "task_tracker" },
  adaptation: { to: to("/adaptation"), icon: "new-person", access: "adaptation", feature: "adaptation" },
  vacations: { to: to("/vacations"), icon: "airplane", access: "vacations", feature: "vacations" },
  courses: { to: to("/courses"), icon: "learning", access: "lms", feature: "lms" },
  lmsAnalytics: { to: to("/courses/analytics"), icon: "chart", access: "admin", feature: "lms_analytics" },
  idp: { to: to("/idp"), icon: "trending-up", access: "user", feature: "idp" },
};
