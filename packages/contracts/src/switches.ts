import { moduleManifest, type FeatureCodeFromManifest, type ManifestRow, type ModuleKey } from "./manifest";
import type { Actor } from "./roles";

/**
 * Company switches (docs/switches.md): a module whose FIRST feature code is off in the company's
 * `client.features` is silenced everywhere: its routes answer 403 `common.module_disabled`, its
 * realtime events, search types, notifications and widgets are dropped. Everything here is derived
 * from the manifest; a module with no `features` is never switched off. Plain data, no zod.
 */

const rows: readonly ManifestRow[] = moduleManifest;
const switchable = rows.filter((row) => row.features?.length);
const keyOf = (row: ManifestRow) => row.key as ModuleKey;

/** Builds a lookup from each switchable module's listed names to its key. */
function ownerMap(names: (row: ManifestRow) => readonly string[] | undefined): ReadonlyMap<string, ModuleKey> {
  return new Map(switchable.flatMap((row) => (names(row) ?? []).map((name) => [name, keyOf(row)] as const)));
}

const byArea = ownerMap((row) => row.apiAreas ?? [row.key]);
const byRoute = ownerMap((row) => row.apiRoutes);
const shared = new Set(rows.flatMap((row) => row.sharedRoutes ?? []));
const byEvent = ownerMap((row) => row.realtime);
const bySection = ownerMap((row) => (row.notificationSection ? [row.notificationSection] : []));
const byRight = ownerMap((row) => row.rights);
const byVisit = ownerMap((row) => row.visits);
const bySlot = ownerMap((row) => row.widgetSlots);

/** The modules a company has switched off: those whose first feature is `false` (absent = on). */
export function switchedOffModules(features: Record<string, boolean> | undefined | null): ModuleKey[] {
  if (!features) return [];
  return switchable.filter((row) => features[row.features![0]!] === false).map(keyOf);
}

const parts = switchable.flatMap((row) => (row.features ?? []).slice(1)) as readonly FeatureCodeFromManifest[];

/**
 * The parts a company has switched off on their own: feature codes after a module's first (e.g.
 * `lms_analytics`) that are `false`. A route naming one (`feature`) is refused like a module's.
 */
export function switchedOffParts(features: Record<string, boolean> | undefined | null): FeatureCodeFromManifest[] {
  if (!features) return [];
  return parts.filter((code) => features[code] === false);
}

/** Whether the actor's company has this part on (none named: always). */
export function partOn(actor: Pick<Actor, "partsOff"> | null, feature: string | undefined): boolean {
  return !feature || !actor?.partsOff?.includes(feature as FeatureCodeFromManifest);
}

/** The switchable module a route belongs to (its own id first, then its area), if any; none for a shared one. */
export const moduleOfRoute = (route: { id: string; area: string }): ModuleKey | undefined =>
  shared.has(route.id) ? undefined : (byRoute.get(route.id) ?? byArea.get(route.area));

/** The module pushing a realtime event type (manifest `realtime`), if it can be switched off. */
export const moduleOfRealtimeEvent = (type: string): ModuleKey | undefined => byEvent.get(type);

/** The module owning a notification section (manifest `notificationSection`), if it can be switched off. */
export const moduleOfSection = (section: string): ModuleKey | undefined => bySection.get(section);

/**
 * The module owning an access level when it is a feature right (a search type's access, e.g.
 * `knowl_base` → articles), if it can be switched off; `user`, `admin` and `superadmin` are no module's.
 */
export const moduleOfRight = (access: string): ModuleKey | undefined => byRight.get(access);

/** The module a visit name (links blocks, visit reports) belongs to, if it can be switched off. */
export const moduleOfVisit = (visit: string): ModuleKey | undefined => byVisit.get(visit);

/** The module filling a wall widget slot, if it can be switched off. */
export const moduleOfWidgetSlot = (slot: string): ModuleKey | undefined => bySlot.get(slot);

/** Whether the actor's company has this module on (an unowned thing, `undefined`, is always on). */
export function moduleOn(actor: Pick<Actor, "modulesOff"> | null, module: ModuleKey | undefined): boolean {
  return !module || !actor?.modulesOff?.includes(module);
}
