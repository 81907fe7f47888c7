import type { ModuleKey } from "@intranet/contracts/manifest";
import { route, routes, type WebModule } from "./webModule";

/**
 * The spec's route patterns of manifest modules not built yet (no web folder): they keep their
 * visit names and show the "being built" page to whoever types the address, but no menu entry,
 * notification tab, right or switch leads there (`shared/builtModules.ts`). A module's own
 * `module.ts` replaces its row here once its folder exists (a leftover row is ignored).
 */
export const plannedModules: Partial<Record<ModuleKey, WebModule>> = {
  services: { routes: routes("services", "service/:_id") },
  platform: { routes: routes("app") },
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
  help: { routes: routes("help") },
};
