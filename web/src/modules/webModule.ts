import type { IconName } from "@blueprintjs/core";
import type { MenuKey, VisitNameFromManifest } from "@intranet/contracts/manifest";
import type { SearchType } from "@intranet/contracts/search";
import type { Language } from "../i18n/languages";

export interface ModuleRoute {
  path: string;
  /** Name in module-visit reports when this route differs from the module's (one of the row's `visits`). */
  track?: VisitNameFromManifest;
  /** The menu entry whose access and feature this route needs, when it differs from the module's. */
  menu?: MenuKey;
}

/**
 * What only the web knows about a module, in its descriptor `modules/<key>/module.ts` (its identity,
 * access and visit names are its manifest row). The descriptor loads with the login route (the
 * router needs the patterns), so it holds plain data only; the module's other parts are found by
 * their file names: `index.tsx` (its lazy chunk), `shellPart.tsx`, `publicPage.tsx` (its public
 * screens' chunk), `i18n/en.ts` (its namespace's type), `i18n/errors.{ru,ua}.ts` (its error texts).
 */
export interface WebModule {
  /** Its main-layout route patterns (product-spec §2); every one loads the module's chunk. */
  routes: readonly ModuleRoute[];
  /**
   * Its public screens' route patterns: opened without signing in, outside the shell, in the public
   * frame (e.g. an anonymous reporter's follow-up page). Each loads the module's `publicPage.tsx`, a
   * chunk apart from `index.tsx`, and the page calls only public routes.
   */
  publicRoutes?: readonly string[];
  /** How search shows the document types the module declares (contracts' `<m>/search-types.ts`). */
  searchHits?: Partial<Record<SearchType, SearchHitDisplay>>;
}

/** A search type's icon, and the name of its group of results in each language (a few words each). */
export interface SearchHitDisplay {
  icon: IconName;
  label: Record<Language, string>;
}

/** A route pattern, with its visit name or menu entry when they differ from the module's. */
export const route = (path: string, extra: Omit<ModuleRoute, "path"> = {}): ModuleRoute => ({ path, ...extra });

/** Route patterns that need nothing but the module's own access and visit name. */
export const routes = (...list: Array<string | ModuleRoute>): ModuleRoute[] =>
  list.map((item) => (typeof item === "string" ? route(item) : item));
