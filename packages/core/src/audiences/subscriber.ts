import { PLATFORM_TENANT } from "../platform";
import { peopleUnder, STRUCTURE_CHANGED, type StructureChangedDetail } from "../structure";
import { USER_CHANGED, usersPage } from "../users";
import { syncPeople } from "./sync";

/**
 * The directory's bus subscriber: `user.changed` re-syncs the people it names; `structure.changed`
 * those it names and everyone in or below the departments it names (a move, a rename, a new head).
 * Idempotent: a repeated or late event finds the cards already right.
 */
export async function handleDirectoryEvent(type: string, tenantId: string, detail: unknown): Promise<number> {
  if (tenantId === PLATFORM_TENANT || (type !== USER_CHANGED && type !== STRUCTURE_CHANGED)) return 0;
  const change = (detail ?? {}) as Partial<StructureChangedDetail>;
  const under = type === STRUCTURE_CHANGED ? await peopleUnder(tenantId, change.deptIds ?? []) : [];
  return syncPeople(tenantId, [...(change.userIds ?? []), ...under]);
}

const PAGE = 100;

/**
 * Re-syncs every person of a tenant (the daily repair after a lost event, and the first build of a
 * tenant's directory): their cards and entries come out as the events would have left them.
 */
export async function resyncDirectory(tenantId: string): Promise<number> {
  let changed = 0;
  let cursor: string | null = null;
  do {
    const page = await usersPage(tenantId, { status: "all", cursor, limit: PAGE });
    changed += await syncPeople(
      tenantId,
      page.items.map((user) => user._id),
    );
    cursor = page.cursor;
  } while (cursor);
  return changed;
}
