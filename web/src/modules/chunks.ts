import type { ModuleKey } from "@intranet/contracts/manifest";
import type { ModuleChunk } from "./types";

/**
 * Each built module's lazy chunk: `() => import("./<module>")`, which Vite turns into the module's own
 * chunk. Apart from the route patterns (`routes.ts`) because each of these imports carries the list
 * of chunks to preload with it, and the login route, which needs the patterns, must not carry them:
 * the router loads this table with the first module page (and the shell preloads it).
 */
export const moduleChunks: Partial<Record<ModuleKey, () => Promise<ModuleChunk>>> = {
  wall: () => import("./wall"),
  profile: () => import("./profile"),
  addressBook: () => import("./addressBook"),
  notifications: () => import("./notifications"),
  calendar: () => import("./calendar"),
  groups: () => import("./groups"),
  articles: () => import("./articles"),
  polls: () => import("./polls"),
  structure: () => import("./structure"),
  employees: () => import("./employees"),
  clients: () => import("./clients"),
  shop: () => import("./shop"),
  search: () => import("./search"),
  birthdays: () => import("./birthdays"),
  vacancies: () => import("./vacancies"),
  chat: () => import("./chat"),
};

/** Modules not built yet share one small placeholder chunk. */
export const placeholderChunk = () => import("./ModulePlaceholder");
