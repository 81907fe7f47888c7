/**
 * THE module manifest (DESIGN §2): one row per module, the only place a module's identity is
 * written. Rights, tenant features, visit-report names, notification sections, menu entries, widget
 * slots and realtime topics are all derived from it (`featureRights`, `featureCodes`,
 * `trackedModules`, `notificationSections`, the SPA's registry, menu and route guard). Display names
 * are not here: they live only in the i18n texts, keyed by these keys.
 *
 * Plain data, no zod: every Lambda and the SPA's first screen read it.
 */

/** Who may call a route or open a page, when it is a role rather than a feature right. */
export type RoleAccess = "public" | "user" | "admin" | "superadmin";

export interface ManifestMenuEntry {
  /** Menu key (product-spec §2): `client.design.menuNames` / `menuOrder` store these, so they never change. */
  key: string;
  /** Default position in the side menu (a tenant may reorder). */
  order: number;
  /** The SPA path it opens; `{me}` is the signed-in user's id. */
  path: string;
  /** A Blueprint icon name (the SPA checks it against its icon set). */
  icon: string;
  /** Who sees it, when it differs from the module's access. */
  access?: string;
  /** The tenant feature that must be on, when it differs from the module's first feature. */
  feature?: string;
}

export interface ManifestRow {
  /** The module's key: its web folder (`web/src/modules/<key>`), i18n namespace and registry key. */
  key: string;
  /** Who may open the module: a role level or one of its `rights` (admins hold every right). */
  access: string;
  /** Employee feature rights the module owns (product-spec §6); the first is its access right. */
  rights?: readonly string[];
  /** Tenant feature codes it owns (`client.features`); the first switches the whole module. */
  features?: readonly string[];
  /**
   * The API areas (`defineRoutes(area, …)`) whose routes are all this module's, when not just an area
   * named as its key: a company that switched the module off is refused them (docs/switches.md).
   */
  apiAreas?: readonly string[];
  /** Single routes (`<area>.<name>` ids) of a platform area that serve only this module. */
  apiRoutes?: readonly string[];
  /** Routes of its areas that other modules' pages call too (ids): they stay open when it is off. */
  sharedRoutes?: readonly string[];
  /** Names in module-visit reports (product-spec §2); the first is the module's, others name routes. */
  visits?: readonly string[];
  menu?: readonly ManifestMenuEntry[];
  /** Its notification section (product-spec §3). */
  notificationSection?: string;
  /** The wall widget slots it fills (product-spec §2 wall widgets). */
  widgetSlots?: readonly string[];
  /** Server → client realtime event types it pushes (`contracts` realtime `type`s). */
  realtime?: readonly string[];
  /**
   * The module has an always-on part the SPA's shell mounts for the whole session (e.g. the
   * notifications' header bell, menu badge and realtime listener): `web/src/modules/<key>/shellPart.tsx`.
   */
  shellPart?: boolean;
  /**
   * The module pays shop awards (coins, an achievement) for its own events, e.g. an onboarding step
   * or a course learned (`payModuleAward`): its key is then one of the shop's accrual sources, so
   * the shop names no module above it.
   */
  awards?: boolean;
}

export const moduleManifest = [
  {
    key: "wall",
    access: "wall",
    rights: ["wall"],
    features: ["wall"],
    apiAreas: ["posts"],
    apiRoutes: ["widgets.allThanks"],
    visits: ["company", "wall"],
    menu: [{ key: "company", order: 20, path: "/company", icon: "office" }],
    notificationSection: "posts",
    widgetSlots: ["other"],
  },
  {
    key: "addressBook",
    access: "address_book",
    rights: ["address_book"],
    features: ["address_book"],
    // The audience pickers and labels of every module read the departments, cities and positions here.
    sharedRoutes: ["addressBook.facets"],
    visits: ["address_book"],
    menu: [{ key: "addressBook", order: 30, path: "/addressBook/", icon: "book" }],
  },
  {
    key: "profile",
    access: "user",
    rights: ["profile_edit", "dark_theme"],
    features: ["profile"],
    menu: [{ key: "profile", order: 40, path: "/profile/{me}", icon: "person" }],
  },
  {
    key: "groups",
    access: "groups",
    rights: ["groups"],
    features: ["groups"],
    visits: ["groups"],
    menu: [{ key: "groups", order: 50, path: "/groups/", icon: "people" }],
    notificationSection: "groups",
    widgetSlots: ["groups", "blogs"],
  },
  {
    key: "calendar",
    access: "calendar",
    rights: ["calendar", "events_create"],
    features: ["calendar"],
    visits: ["calendar"],
    menu: [{ key: "calendar", order: 60, path: "/calendar/", icon: "calendar" }],
    notificationSection: "events",
    realtime: ["calendar.changed", "calendar.reminder"],
    widgetSlots: ["calendar"],
    shellPart: true,
  },
  {
    key: "articles",
    access: "knowl_base",
    rights: ["knowl_base", "kb_files"],
    features: ["knowledge_base"],
    visits: ["knowledge_base", "articles"],
    menu: [{ key: "articles", order: 70, path: "/articles/", icon: "manual" }],
    widgetSlots: ["knowledgeBase"],
  },
  {
    key: "vacancies",
    access: "vacancies",
    rights: ["vacancies"],
    features: ["vacancies"],
    visits: ["vacancies"],
    menu: [{ key: "vacancies", order: 80, path: "/vacancies/", icon: "briefcase" }],
    notificationSection: "resp",
    widgetSlots: ["vacancies"],
  },
  {
    key: "services",
    access: "services",
    rights: ["services"],
    features: ["services"],
    visits: ["services"],
    menu: [{ key: "services", order: 90, path: "/services/", icon: "application" }],
    notificationSection: "services",
    realtime: ["services.request", "services.inbox"],
    shellPart: true,
  },
  {
    key: "polls",
    access: "polls",
    rights: ["polls"],
    features: ["polls"],
    visits: ["polls"],
    menu: [{ key: "polls", order: 100, path: "/polls", icon: "horizontal-bar-chart" }],
    notificationSection: "polls",
    widgetSlots: ["polls"],
    shellPart: true,
  },
  {
    key: "chat",
    access: "chat",
    rights: ["chat"],
    features: ["chats"],
    menu: [{ key: "chats", order: 110, path: "/chat", icon: "chat" }],
    notificationSection: "chat",
    realtime: [
      "chat.message",
      "chat.message_changed",
      "chat.room",
      "chat.seen",
      "chat.read",
      "chat.typing",
      "chat.online",
      "chat.presence",
    ],
    shellPart: true,
  },
  {
    key: "structure",
    access: "structures",
    rights: ["structures"],
    features: ["structures"],
    visits: ["structures"],
    menu: [{ key: "structures", order: 120, path: "/structure_new", icon: "diagram-tree" }],
  },
  {
    key: "noSilent",
    access: "no_silent",
    rights: ["no_silent"],
    features: ["no_silent"],
    visits: ["no_silent"],
    menu: [{ key: "no_silent", order: 130, path: "/report_violation", icon: "volume-up" }],
  },
  {
    key: "ideas",
    access: "ideas",
    rights: ["ideas"],
    features: ["ideas"],
    visits: ["ideas"],
    menu: [{ key: "ideas", order: 140, path: "/idea", icon: "lightbulb" }],
  },
  {
    key: "shop",
    access: "shop",
    rights: ["shop"],
    features: ["shop"],
    visits: ["shop"],
    menu: [{ key: "shop", order: 180, path: "/shop/", icon: "shop" }],
    notificationSection: "shop",
    // shop.balance: the person's balance changed; shop.order: a new order or a handed-out one (managers, buyer).
    realtime: ["shop.balance", "shop.order"],
  },
  {
    key: "taskTracker",
    access: "task_tracker",
    rights: ["task_tracker", "desk_add"],
    features: ["task_tracker"],
    visits: ["task_tracker"],
    menu: [{ key: "task_tracker", order: 190, path: "/task-tracker/", icon: "projects" }],
    notificationSection: "tasks",
    realtime: ["taskTracker.card", "taskTracker.card_removed", "taskTracker.desk"],
  },
  {
    key: "adaptation",
    access: "adaptation",
    awards: true,
    rights: ["adaptation"],
    features: ["adaptation"],
    visits: ["adaptation"],
    menu: [{ key: "adaptation", order: 200, path: "/adaptation", icon: "new-person" }],
    notificationSection: "adapt",
    realtime: ["adaptation.changed"],
  },
  {
    key: "vacations",
    access: "vacations",
    rights: ["vacations", "vacations_edit"],
    features: ["vacations"],
    visits: ["vacations"],
    menu: [{ key: "vacations", order: 210, path: "/vacations", icon: "airplane" }],
    notificationSection: "vacations",
    realtime: ["vacations.changed"],
  },
  {
    key: "courses",
    access: "lms",
    awards: true,
    rights: ["lms"],
    features: ["lms", "lms_analytics"],
    visits: ["courses", "lms_analytics"],
    menu: [
      { key: "courses", order: 220, path: "/courses", icon: "learning" },
      {
        key: "lmsAnalytics",
        order: 230,
        path: "/courses/analytics",
        icon: "chart",
        access: "admin",
        feature: "lms_analytics",
      },
    ],
  },
  {
    key: "idp",
    access: "user",
    features: ["idp"],
    visits: ["idp"],
    menu: [{ key: "idp", order: 240, path: "/idp", icon: "trending-up" }],
    notificationSection: "idp",
    // idp.changed: a plan's tasks, notes, status or people changed (its employee, creator, observer, chiefs).
    realtime: ["idp.changed"],
  },
  { key: "mood", access: "user", features: ["mood"], shellPart: true },
  {
    // Admins, and HR (or anyone) the admin grants the right; not a default employee right (roles.ts).
    key: "analytics",
    access: "analytics",
    rights: ["analytics"],
    features: ["analytics"],
    // Usage reports keep coming while the module is off, so its history has no hole when it is back.
    sharedRoutes: ["analytics.sessionReport", "analytics.moduleVisit"],
    menu: [{ key: "analytics", order: 250, path: "/analytics", icon: "timeline-bar-chart" }],
  },
  {
    // Global search (issue 16): no menu entry; every signed-in user, each type's hits filtered by
    // what the searcher may open. The header box (and Ctrl+K) is its always-on part; /search its page.
    // Before notifications: shell parts' header items follow the manifest (the box, then the bell).
    key: "search",
    access: "user",
    shellPart: true,
  },
  {
    key: "notifications",
    access: "user",
    menu: [{ key: "notifications", order: 10, path: "/notifications", icon: "notifications" }],
    notificationSection: "other",
    realtime: ["notification.created", "notification.unread"],
    shellPart: true,
  },
  {
    key: "employees",
    access: "admin",
    menu: [{ key: "employees", order: 150, path: "/employees/", icon: "key" }],
  },
  {
    key: "clients",
    access: "superadmin",
    menu: [{ key: "clients", order: 160, path: "/clients/", icon: "globe-network" }],
  },
  { key: "admin", access: "admin", menu: [{ key: "admin", order: 170, path: "/admin/", icon: "cog" }] },
  { key: "platform", access: "superadmin", shellPart: true },
  { key: "birthdays", access: "user" },
  { key: "about", access: "user" },
  { key: "help", access: "user", shellPart: true },
] as const satisfies readonly ManifestRow[];

type Row = (typeof moduleManifest)[number];
type ListOf<K extends keyof ManifestRow> = Row extends infer R
  ? R extends { [P in K]: readonly (infer V)[] }
    ? V
    : never
  : never;

export type ModuleKey = Row["key"];
export type FeatureRightFromManifest = ListOf<"rights">;
export type FeatureCodeFromManifest = ListOf<"features">;
export type VisitNameFromManifest = ListOf<"visits">;
export type NotificationSectionFromManifest = Extract<Row, { notificationSection: string }>["notificationSection"];
export type MenuKey = Extract<Row, { menu: readonly unknown[] }>["menu"][number]["key"];
export type WidgetSlotKey = ListOf<"widgetSlots">;
/** Modules that pay shop awards for their own events (`awards: true`). */
export type AwardingModule = Extract<Row, { awards: true }>["key"];

const rows: readonly ManifestRow[] = moduleManifest;
const collect = <K extends "rights" | "features" | "visits" | "widgetSlots">(list: K) =>
  rows.flatMap((row) => row[list] ?? []);

/** Every employee feature right, in manifest order. */
export const manifestRights = collect("rights") as readonly FeatureRightFromManifest[];
/** Every tenant feature code, in manifest order. */
export const manifestFeatures = collect("features") as readonly FeatureCodeFromManifest[];
/** Every visit-report name, in manifest order. */
export const manifestVisits = collect("visits") as readonly VisitNameFromManifest[];
/** The modules paying shop awards, in manifest order: the shop's module accrual sources. */
export const awardingModules = rows.flatMap((row) => (row.awards ? [row.key] : [])) as readonly AwardingModule[];
/** Every notification section, in manifest order. */
export const manifestSections = rows.flatMap((row) =>
  row.notificationSection ? [row.notificationSection] : [],
) as readonly NotificationSectionFromManifest[];

export interface MenuEntry {
  key: MenuKey;
  module: ModuleKey;
  order: number;
  path: string;
  icon: string;
  access: string;
  feature?: string;
}

/** The side menu's entries in their default order, each with the access and feature it needs. */
export const manifestMenu: readonly MenuEntry[] = rows
  .flatMap((row) =>
    (row.menu ?? []).map((entry): MenuEntry => ({
      key: entry.key as MenuKey,
      module: row.key as ModuleKey,
      order: entry.order,
      path: entry.path,
      icon: entry.icon,
      access: entry.access ?? row.access,
      ...((entry.feature ?? row.features?.[0]) ? { feature: entry.feature ?? row.features?.[0] } : {}),
    })),
  )
  .sort((a, b) => a.order - b.order);

/** A module's row by key. */
export function manifestRow(key: ModuleKey): ManifestRow {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`Unknown module ${key}`);
  return row;
}
