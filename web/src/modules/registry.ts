import {
  manifestMenu,
  moduleManifest,
  type ManifestRow,
  type MenuKey,
  type ModuleKey,
  type VisitNameFromManifest,
} from "@intranet/contracts/manifest";
import type { ModuleChunk } from "./types";

export type { ModuleChunk, ModuleKey, ModulePageProps } from "./types";

export interface ModuleRoute {
  path: string;
  /** Name in module-visit reports when this route differs from the module's (one of the row's `visits`). */
  track?: VisitNameFromManifest;
  /** The menu entry whose access and feature this route needs, when it differs from the module's. */
  menu?: MenuKey;
}

interface ModuleBase {
  key: ModuleKey;
  routes: readonly ModuleRoute[];
  /** Who may open it: the manifest row's `access` (a role level or a feature right). */
  access: string;
  /** The tenant feature that switches the whole module (the row's first `features`). */
  feature?: string;
  load: () => Promise<ModuleChunk>;
}

/** A module; `track` (the manifest row's first `visits`) names it in module-visit reports; absent: not tracked. */
export type ModuleDefinition = ModuleBase | (ModuleBase & { track: VisitNameFromManifest });

/** What only the web knows about a module: its route patterns and its lazy chunk. */
interface WebPart {
  routes: readonly ModuleRoute[];
  load: () => Promise<ModuleChunk>;
}

/**
 * Modules not built yet share one small placeholder chunk. A module that gets built replaces its
 * `load` with `() => import("./<module>")`, which Vite turns into the module's own chunk.
 */
const placeholder = () => import("./ModulePlaceholder");

const route = (path: string, extra: Omit<ModuleRoute, "path"> = {}): ModuleRoute => ({ path, ...extra });
const routes = (...list: Array<string | ModuleRoute>) =>
  list.map((item) => (typeof item === "string" ? route(item) : item));

/** Every main-layout route of product-spec §2, by module; each module is one lazy route tree. */
const web: Partial<Record<ModuleKey, WebPart>> = {
  wall: { routes: [route("company"), route("post/:_id", { track: "wall" })], load: () => import("./wall") },
  profile: { routes: routes("profile/:_id"), load: () => import("./profile") },
  addressBook: { routes: routes("addressBook"), load: placeholder },
  notifications: { routes: routes("notifications"), load: () => import("./notifications") },
  calendar: { routes: routes("calendar"), load: placeholder },
  groups: { routes: routes("groups", "groups/:_id", "group/:_id"), load: placeholder },
  articles: {
    routes: [route("articles"), route("articles/:parent"), route("article/:_id", { track: "articles" })],
    load: placeholder,
  },
  vacancies: { routes: routes("vacancies", "vacancy/:_id"), load: placeholder },
  services: { routes: routes("services", "service/:_id"), load: placeholder },
  polls: { routes: routes("polls", "poll/new", "poll/:_id", "poll/:_id/results"), load: placeholder },
  chat: { routes: routes("chat", "chat/:_id"), load: placeholder },
  structure: { routes: routes("structure_new"), load: placeholder },
  ideas: { routes: routes("idea"), load: placeholder },
  noSilent: { routes: routes("report_violation"), load: placeholder },
  employees: { routes: routes("employees"), load: () => import("./employees") },
  clients: { routes: routes("clients", "clients/:_id"), load: () => import("./clients") },
  platform: { routes: routes("app"), load: placeholder },
  admin: { routes: routes("admin"), load: placeholder },
  shop: { routes: routes("shop"), load: placeholder },
  taskTracker: { routes: routes("task-tracker", "desk/:_id"), load: placeholder },
  adaptation: { routes: routes("adaptation", "adaptation/user/:adapt_id", "adaptation/:_id"), load: placeholder },
  vacations: { routes: routes("vacations"), load: placeholder },
  courses: {
    routes: [
      route("courses"),
      route("courses/settings"),
      route("courses/analytics", { track: "lms_analytics", menu: "lmsAnalytics" }),
      route("courses/analytics/:user_id", { track: "lms_analytics", menu: "lmsAnalytics" }),
      route("courses/new"),
      route("courses/:id"),
      route("courses/:id/lessons/new"),
      route("courses/:id/lessons/:lessonId"),
      route("courses/:id/tests/new"),
      route("courses/:id/tests/:testId"),
    ],
    load: placeholder,
  },
  idp: { routes: routes("idp", "idp/new", "idp/:id"), load: placeholder },
  about: { routes: routes("about"), load: placeholder },
  birthdays: { routes: routes("birthdays"), load: () => import("./birthdays") },
  help: { routes: routes("help"), load: placeholder },
};

/** Every module of the manifest that has pages, with its identity from the manifest and its routes from the web. */
export const modules: readonly ModuleDefinition[] = (moduleManifest as readonly ManifestRow[]).flatMap((row) => {
  const part = web[row.key as ModuleKey];
  if (!part) return [];
  const track = row.visits?.[0] as VisitNameFromManifest | undefined;
  const feature = row.features?.[0];
  return [
    {
      key: row.key as ModuleKey,
      routes: part.routes,
      access: row.access,
      load: part.load,
      ...(track ? { track } : {}),
      ...(feature ? { feature } : {}),
    },
  ];
});

/** The access and feature a module route needs: its menu entry's when it names one, else its module's. */
export function routeAccess(module: ModuleDefinition, moduleRoute: ModuleRoute): { access: string; feature?: string } {
  const entry = moduleRoute.menu ? manifestMenu.find((item) => item.key === moduleRoute.menu) : undefined;
  if (entry) return entry.feature ? { access: entry.access, feature: entry.feature } : { access: entry.access };
  return module.feature ? { access: module.access, feature: module.feature } : { access: module.access };
}
