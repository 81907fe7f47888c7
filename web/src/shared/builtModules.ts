import { moduleManifest, type ManifestRow } from "@intranet/contracts/manifest";
import { builtModuleKeys } from "../generated/builtModules";

/*
 * The one place that hides the manifest's modules the web has not built yet (no folder in
 * web/src/modules, `npm run gen` lists the folders): their menu entries, notification tabs, rights
 * and feature switches are not shown, so no employee is led to a "being built" page. Hidden rights
 * and switches keep their stored values.
 */

const built = new Set<string>(builtModuleKeys);
const builtRows = (moduleManifest as readonly ManifestRow[]).filter((row) => built.has(row.key));
const owned = <T extends string>(list: (row: ManifestRow) => readonly T[] | undefined): ReadonlySet<string> =>
  new Set(builtRows.flatMap((row) => list(row) ?? []));

/** Whether a manifest module has its web folder. */
export const isBuiltModule = (key: string): boolean => built.has(key);

const menuKeys = owned((row) => row.menu?.map((entry) => entry.key));
const rights = owned((row) => row.rights);
const features = owned((row) => row.features);
const sections = owned((row) => (row.notificationSection ? [row.notificationSection] : []));

/** A menu entry is shown when its module is built. */
export const isBuiltMenuEntry = (key: string): boolean => menuKeys.has(key);

/** A feature right is offered when the module owning it is built. */
export const isBuiltRight = (right: string): boolean => rights.has(right);

/** A tenant feature switch is offered when the module owning it is built. */
export const isBuiltFeature = (code: string): boolean => features.has(code);

/** A notification section gets its tab when the module owning it is built (`all` always does). */
export const isBuiltSection = (section: string): boolean => section === "all" || sections.has(section);
