import { PLATFORM_TENANT } from "../platform";
import { peopleUnder, STRUCTURE_CHANGED, type StructureChangedDetail } from "../structure";
import { USER_CHANGED } from "../users";
import { syncPeople } from "./people-sync";

/**
 * Analytics' bus subscriber: `user.changed` re-syncs the people it names (hired, fired, restored,
 * moved, a new birth date…); `structure.changed` those it names and everyone in or below the
 * departments it names. Idempotent: a repeated or late event finds their share already counted.
 */
export async function handleAnalyticsEvent(type: string, tenantId: string, detail: unknown): Promise<number> {
  if (tenantId === PLATFORM_TENANT || (type !== USER_CHANGED && type !== STRUCTURE_CHANGED)) return 0;
  const change = (detail ?? {}) as Partial<StructureChangedDetail>;
  const under = type === STRUCTURE_CHANGED ? await peopleUnder(tenantId, change.deptIds ?? []) : [];
  return syncPeople(tenantId, [...(change.userIds ?? []), ...under]);
}
