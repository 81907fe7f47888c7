import type { UserView } from "@intranet/contracts";
import { findGuards } from "../identity";
import { getUsers, toUserView, usersPage } from "../users";
import { db } from "./entities";
import type { HrmRecord } from "./hrm-record.entity";

/** What an import compares its rows with: the tenant's people and their last imported values. */
export interface TenantState {
  users: Map<string, UserView>;
  records: Map<string, HrmRecord>;
}

const PAGE = 1000;

/**
 * Every person of the tenant (any status) from the directory index, and every import record (a
 * consistent Query). A person the index does not show yet (just created) but who has a record, or
 * holds a personnel number of the file (`alsoUsers`), is read by key, so a file imported twice in
 * a row still matches.
 */
export async function tenantState(clientId: string, alsoUsers: string[] = []): Promise<TenantState> {
  const [listed, records] = await Promise.all([allUsers(clientId), allRecords(clientId)]);
  const users = new Map(listed.map((user) => [user._id, user]));
  const missing = [...new Set([...records.keys(), ...alsoUsers])].filter((userId) => !users.has(userId));
  if (missing.length) for (const user of await getUsers(clientId, missing)) users.set(user.userId, toUserView(user));
  return { users, records };
}

async function allUsers(clientId: string): Promise<UserView[]> {
  const users: UserView[] = [];
  let cursor: string | null = null;
  do {
    const page = await usersPage(clientId, { status: "all", cursor, limit: PAGE });
    users.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return users;
}

/** Every import record of a tenant (a consistent Query), by user id. */
export async function allRecords(clientId: string): Promise<Map<string, HrmRecord>> {
  const { data } = await db().entities.hrmRecord.query.byTenant({ clientId }).go({ pages: "all", consistent: true });
  return new Map(data.map((record) => [record.userId, record]));
}

/** The owners (tenant and user) of the emails asked, from the platform-wide guards. */
export async function emailOwners(emails: string[]): Promise<Map<string, { clientId: string; userId: string }>> {
  if (!emails.length) return new Map();
  const guards = await findGuards([...new Set(emails)].map((value) => ({ scope: "email" as const, value })));
  return new Map(guards.map((guard) => [guard.value, { clientId: guard.clientId, userId: guard.ownerId }]));
}
