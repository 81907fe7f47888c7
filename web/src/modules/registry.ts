import {
  manifestMenu,
  moduleManifest,
  type ManifestRow,
  type ModuleKey,
  type VisitNameFromManifest,
} from "@intranet/contracts/manifest";
import { webModules, type ModuleRoute } from "./routes";

export type { ModuleChunk, ModuleKey, ModulePageProps } from "./types";
export type { ModuleRoute } from "./routes";

interface ModuleBase {
  key: ModuleKey;
  routes: readonly ModuleRoute[];
  /** Who may open it: the manifest row's `access` (a role level or a feature right). */
  access: string;
  /** The tenant feature that switches the whole module (the row's first `features`). */
  feature?: string;
}

/** A module; `track` (the manifest row's first `visits`) names it in module-visit reports; absent: not tracked. */
export type ModuleDefinition = ModuleBase | (ModuleBase & { track: VisitNameFromManifest });

/** Every module of the manifest that has pages, with its identity from the manifest and its routes from the web. */
export const modules: readonly ModuleDefinition[] = (moduleManifest as readonly ManifestRow[]).flatMap((row) => {
  const part = webModules[row.key as ModuleKey];
  if (!part) return [];
  const track = row.visits?.[0] as VisitNameFromManifest | undefined;
  const feature = row.features?.[0];
  return [
    {
      key: row.key as ModuleKey,
      routes: part.routes,
      access: row.access,
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
