import type { MenuKey, ModuleKey, VisitNameFromManifest } from "@intranet/contracts/manifest";

export interface ModuleRoute {
  path: string;
  /** Name in module-visit reports when this route differs from the module's (one of the row's `visits`). */
  track?: VisitNameFromManifest;
  /** The menu entry whose access and feature this route needs, when it differs from the module's. */
  menu?: MenuKey;
}

/** What only the web knows about a module: its route patterns (its chunk: `chunks.ts`). */
export interface WebPart {
  routes: readonly ModuleRoute[];
}

const route = (path: string, extra: Omit<ModuleRoute, "path"> = {}): ModuleRoute => ({ path, ...extra });
const routes = (...list: Array<string | ModuleRoute>) =>
  list.map((item) => (typeof item === "string" ? route(item) : item));

/**
 * Every main-layout route of product-spec §2, by module; each module is one lazy route tree. Only
 * what is the web's: route patterns (the chunks are in `chunks.ts`, off the login route). The
 * module's identity, access and visit names come from the manifest (`registry.ts`), which the
 * router does not need (it stays off the login route).
 */
export const webModules: Partial<Record<ModuleKey, WebPart>> = {
  wall: { routes: [route("company"), route("post/:_id", { track: "wall" })] },
  profile: { routes: routes("profile/:_id") },
  addressBook: { routes: routes("addressBook") },
  notifications: { routes: routes("notifications") },
  calendar: { routes: routes("calendar") },
  groups: { routes: routes("groups", "groups/:_id", "group/:_id") },
  articles: {
    routes: [route("articles"), route("articles/:parent"), route("article/:_id", { track: "articles" })],
  },
  vacancies: { routes: routes("vacancies", "vacancy/:_id") },
  services: { routes: routes("services", "service/:_id") },
  polls: { routes: routes("polls", "poll/new", "poll/:_id", "poll/:_id/results") },
  chat: { routes: routes("chat", "chat/:_id") },
  structure: { routes: routes("structure_new") },
  ideas: { routes: routes("idea") },
  noSilent: { routes: routes("report_violation") },
  employees: { routes: routes("employees") },
  clients: { routes: routes("clients", "clients/:_id") },
  platform: { routes: routes("app") },
  admin: { routes: routes("admin") },
  shop: { routes: routes("shop") },
  search: { routes: routes("search") },
  taskTracker: { routes: routes("task-tracker", "desk/:_id") },
  adaptation: { routes: routes("adaptation", "adaptation/user/:adapt_id", "adaptation/:_id") },
  vacations: { routes: routes("vacations") },
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
  },
  idp: { routes: routes("idp", "idp/new", "idp/:id") },
  about: { routes: routes("about") },
  birthdays: { routes: routes("birthdays") },
  help: { routes: routes("help") },
};
