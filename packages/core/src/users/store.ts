import { publishUserChanged } from "./events";
import { getAll, backoff, isConditionFailure } from "../db";
import { db } from "./entities";
import type { Actor } from "@intranet/contracts";
import { AppError, PLATFORM_TENANT, requireTenant } from "../platform";
import { birthdayComposites } from "./birthday-key";
import type { UserRecord } from "./views";

export interface UserKey {
  clientId: string;
  userId: string;
}

/** `pinRank` of an employee who is not pinned: "~" sorts after every digit, so pinned ones come first. */
export const UNPINNED = "~";

export const pinRankOf = (pinnedNum: number | undefined): string =>
  pinnedNum === undefined ? UNPINNED : String(pinnedNum).padStart(4, "0");

/** One user of a tenant, or undefined. Consistent, because it usually precedes a conditioned write. */
export async function findUser(clientId: string, userId: string): Promise<UserRecord | undefined> {
  const { data } = await db().entities.user.get({ clientId, userId }).go({ consistent: true });
  return data ?? undefined;
}

/** A user addressed by id is looked up under the tenant, so another tenant's id is simply not found. */
export async function requireUser(clientId: string, userId: string): Promise<UserRecord> {
  const user = await findUser(clientId, userId);
  if (!user) throw new AppError("employees.not_found");
  return user;
}

/**
 * The tenant under which a user addressed by id is looked up: the one the request acts in, except a
 * platform superadmin's own record, which lives under the platform tenant wherever they act (they
 * are not one of the tenant's people), so their own profile reads and saves cleanly.
 */
export function userTenantFor(actor: Actor, userId: string): string {
  if (userId === actor.userId && actor.homeTenantId === null) return PLATFORM_TENANT;
  return requireTenant(actor);
}

/** Several users of one tenant with one BatchGet (ElectroDB splits above 100 keys), in the order asked. */
export async function getUsers(clientId: string, userIds: string[]): Promise<UserRecord[]> {
  const wanted = [...new Set(userIds)];
  const users = await getAll(
    wanted.map((userId) => ({ clientId, userId })),
    (keys) => db().entities.user.get(keys).go(),
  );
  const found = new Map(users.map((user) => [user.userId, user]));
  return userIds.flatMap((userId) => found.get(userId) ?? []);
}

/** Of these ids, those that are not active people of the tenant (unknown, fired or deleted): one BatchGet. */
export async function notActiveAmong(clientId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const active = new Set(
    (await getUsers(clientId, userIds))
      .filter((user) => (user.status ?? "active") === "active")
      .map((user) => user.userId),
  );
  return userIds.filter((userId) => !active.has(userId));
}

/**
 * The `byOrder` index composites of a user as they will be after a change. ElectroDB rebuilds
 * the index key when any of them is written and then needs all of them, so every write that
 * touches one of them passes this whole set.
 */
export function orderComposites(user: Pick<UserRecord, "status" | "pinRank" | "lastName" | "firstName">) {
  return {
    status: user.status ?? "active",
    pinRank: user.pinRank ?? UNPINNED,
    lastName: user.lastName,
    firstName: user.firstName,
  };
}

/**
 * The condition of a read-modify-write: the item still has the revision that was read (records
 * written before revisions existed have none). Used with `.add({ revision: 1 })`.
 */
export const sameRevision =
  (revision: number | undefined) =>
  <A>(
    attributes: { revision: A },
    operations: { eq: (attribute: A, value: number) => string; notExists: (attribute: A) => string },
  ): string =>
    revision === undefined ? operations.notExists(attributes.revision) : operations.eq(attributes.revision, revision);

/** Enough for a handful of admins racing on one item (each round, at least one of them lands). */
const MAX_OPTIMISTIC_ATTEMPTS = 10;

/** `.then(...writtenUnlessConditionFailed)` on a conditioned write: true, or false when the condition failed (retry). */
export const writtenUnlessConditionFailed = [
  () => true,
  (error: unknown): false => {
    if (isConditionFailure(error)) return false;
    throw error;
  },
] as const;

export const RETRY: unique symbol = Symbol("retry");

/**
 * Runs a read-modify-write until its conditioned write lands. `attempt` returns `retry` when the
 * item changed under it (its revision condition failed); it re-reads on the next round.
 */
export async function optimistically<T>(attempt: (retry: typeof RETRY) => Promise<T | typeof RETRY>): Promise<T> {
  for (let round = 0; round < MAX_OPTIMISTIC_ATTEMPTS; round++) {
    if (round) await backoff(round);
    const result = await attempt(RETRY);
    if (result !== RETRY) return result;
  }
  throw new AppError("common.conflict");
}

/**
 * Sets a user's status with the index composites it needs (for callers outside the rules, such as
 * test helpers and imports); the employee rules live in status.ts.
 */
export async function writeUserStatus(clientId: string, userId: string, status: UserRecord["status"]): Promise<void> {
  await optimistically(async (retry) => {
    const user = await requireUser(clientId, userId);
    const written = await db()
      .entities.user.patch({ clientId, userId })
      .set({ ...orderComposites({ ...user, status }), ...birthdayComposites({ ...user, status }) })
      .add({ revision: 1 })
      .where(sameRevision(user.revision))
      .go()
      .then(...writtenUnlessConditionFailed);
    return written ? undefined : retry;
  });
  await publishUserChanged(clientId, [userId]);
}

/** Stores a new password hash (the caller hashed it); `patch` requires the user to exist. */
export async function setPasswordHash(user: { clientId: string; userId: string }, passwordHash: string): Promise<void> {
  await db()
    .entities.user.patch({ clientId: user.clientId, userId: user.userId })
    .set({ passwordHash, updatedAt: new Date().toISOString() })
    .go({ response: "none" });
}

/**
 * One user's Get operation and parser, for a module that reads the user in its own BatchGet
 * (the wall joins a page's authors with its other items in one call).
 */
export function userItem(clientId: string, userId: string) {
  return {
    get: db().entities.user.get({ clientId, userId }),
    parse: (Item: Record<string, unknown>): UserRecord | null => db().entities.user.parse({ Item }).data,
  };
}
