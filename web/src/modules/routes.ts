import type { MenuKey, ModuleKey, VisitNameFromManifest } from "@intranet/contracts/manifest";
import type { ModuleChunk } from "./types";

export interface ModuleRoute {
  path: string;
  /** Name in module-visit reports when this route differs from the module's (one of the row's `visits`). */
  track?: VisitNameFromManifest;
  /** The menu entry whose access and feature this route needs, when it differs from the module's. */
  menu?: MenuKey;
}

/** What only the web knows about a module: its route patterns and its lazy chunk. */
export interface WebPart {
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

/**
 * Every main-layout route of product-spec §2, by module; each module is one lazy route tree. Only
 * what is the web's: route patterns and chunks. The module's identity, access and visit names come
 * from the manifest (`registry.ts`), which the router does not need (it stays off the login route).
 */
export const webModules: Partial<Record<ModuleKey, WebPart>> = {
  wall: { routes: [route("company"), route("post/:_id", { track: "wall" })], load: () => import("./wall") },
  profile: { routes: routes("profile/:_id"), load: () => import("./profile") },
  addressBook: { routes: routes("addressBook"), load: () => import("./addressBook") },
  notifications: { routes: routes("notifications"), load: () => import("./notifications") },
  calendar: { routes: routes("calendar"), load: placeholder },
  groups: { routes: routes("groups", "groups/:_id", "group/:_id"), load: () => import("./groups") },
  articles: {
    routes: [route("articles"), route("articles/:parent"), route("article/:_id", { track: "articles" })],
    load: placeholder,
  },
  vacancies: { routes: routes("vacancies", "vacancy/:_id"), load: placeholder },
  services: { routes: routes("services", "service/:_id"), load: placeholder },
  polls: { routes: routes("polls", "poll/new", "poll/:_id", "poll/:_id/results"), load: () => import("./polls") },
  chat: { routes: routes("chat", "chat/:_id"), load: placeholder },
  structure: { routes: routes("structure_new"), load: () => import("./structure") },
  ideas: { routes: routes("idea"), load: placeholder },
  noSilent: { routes: routes("report_violation"), load: placeholder },
  employees: { routes: routes("employees"), load: () => import("./employees") },
  clients: { routes: routes("clients", "clients/:_id"), load: () => import("./clients") },
  platform: { routes: routes("app"), load: placeholder },
  admin: { routes: routes("admin"), load: placeholder },
  shop: { routes: routes("shop"), load: () => import("./shop") },
  search: { routes: routes("search"), load: () => import("./search") },
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
