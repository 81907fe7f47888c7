import type { TrackedModule } from "@intranet/contracts";
import type { ComponentType } from "react";

/** What a module's lazily loaded chunk exports: one component that renders the module's pages. */
export interface ModulePageProps {
  module: ModuleKey;
  /** The route pattern being shown, e.g. "groups/:_id". */
  route: string;
}
export interface ModuleChunk {
  default: ComponentType<ModulePageProps>;
}

export interface ModuleRoute {
  path: string;
  /** Name in module-visit reports when this route differs from the module's. */
  track?: TrackedModule;
}

export interface ModuleDefinition {
  key: ModuleKey;
  routes: ModuleRoute[];
  /** Name in module-visit reports (product-spec §2); absent: not tracked. */
  track?: TrackedModule;
  load: () => Promise<ModuleChunk>;
}

/**
 * Modules not built yet share one small placeholder chunk. A module that gets built replaces its
 * `load` with `() => import("./<module>")`, which Vite turns into the module's own chunk.
 */
const placeholder = () => import("./ModulePlaceholder");

const route = (path: string, track?: TrackedModule): ModuleRoute => (track ? { path, track } : { path });

/** Every main-layout route of product-spec §2, grouped by module; each module is one lazy route tree. */
export const modules = [
  {
    key: "wall",
    track: "company",
    routes: [route("company"), route("post/:_id", "wall")],
    load: () => import("./wall"),
  },
  { key: "profile", routes: [route("profile/:_id")], load: () => import("./profile") },
  { key: "addressBook", track: "address_book", routes: [route("addressBook")], load: placeholder },
  { key: "notifications", routes: [route("notifications")], load: () => import("./notifications") },
  { key: "calendar", track: "calendar", routes: [route("calendar")], load: placeholder },
  {
    key: "groups",
    track: "groups",
    routes: [route("groups"), route("groups/:_id"), route("group/:_id")],
    load: placeholder,
  },
  {
    key: "articles",
    track: "knowledge_base",
    routes: [route("articles"), route("articles/:parent"), route("article/:_id", "articles")],
    load: placeholder,
  },
  { key: "vacancies", track: "vacancies", routes: [route("vacancies"), route("vacancy/:_id")], load: placeholder },
  { key: "services", track: "services", routes: [route("services"), route("service/:_id")], load: placeholder },
  {
    key: "polls",
    track: "polls",
    routes: [route("polls"), route("poll/new"), route("poll/:_id"), route("poll/:_id/results")],
    load: placeholder,
  },
  { key: "chat", routes: [route("chat"), route("chat/:_id")], load: placeholder },
  { key: "structure", track: "structures", routes: [route("structure_new")], load: placeholder },
  { key: "ideas", track: "ideas", routes: [route("idea")], load: placeholder },
  { key: "noSilent", track: "no_silent", routes: [route("report_violation")], load: placeholder },
  { key: "employees", routes: [route("employees")], load: () => import("./employees") },
  { key: "clients", routes: [route("clients"), route("clients/:_id")], load: () => import("./clients") },
  { key: "platform", routes: [route("app")], load: placeholder },
  { key: "admin", routes: [route("admin")], load: placeholder },
  { key: "shop", track: "shop", routes: [route("shop")], load: placeholder },
  {
    key: "taskTracker",
    track: "task_tracker",
    routes: [route("task-tracker"), route("desk/:_id")],
    load: placeholder,
  },
  {
    key: "adaptation",
    track: "adaptation",
    routes: [route("adaptation"), route("adaptation/user/:adapt_id"), route("adaptation/:_id")],
    load: placeholder,
  },
  { key: "vacations", track: "vacations", routes: [route("vacations")], load: placeholder },
  {
    key: "courses",
    track: "courses",
    routes: [
      route("courses"),
      route("courses/settings"),
      route("courses/analytics", "lms_analytics"),
      route("courses/analytics/:user_id", "lms_analytics"),
      route("courses/new"),
      route("courses/:id"),
      route("courses/:id/lessons/new"),
      route("courses/:id/lessons/:lessonId"),
      route("courses/:id/tests/new"),
      route("courses/:id/tests/:testId"),
    ],
    load: placeholder,
  },
  { key: "idp", track: "idp", routes: [route("idp"), route("idp/new"), route("idp/:id")], load: placeholder },
  { key: "about", routes: [route("about")], load: placeholder },
  { key: "birthdays", routes: [route("birthdays")], load: () => import("./birthdays") },
  { key: "help", routes: [route("help")], load: placeholder },
] as const satisfies ReadonlyArray<Omit<ModuleDefinition, "key"> & { key: string }>;

export type ModuleKey = (typeof modules)[number]["key"];
