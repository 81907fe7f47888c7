import { withCounters, writeTransaction, type NamedCommit, type TransactionEntities, type UpdateParams } from "../db";
import { clock, isoDay, mapLimited, PLATFORM_TENANT } from "../platform";
import { departmentsOfPerson } from "../structure";
import { getUsers, type UserRecord } from "../users";
import { contribution, difference, splitTallyKey, type PersonState, type Tallies } from "./contribution";
import { db } from "./entities";
import type { AnalyticsPersonRecord } from "./person.entity";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | undefined) =>
  value && ISO_DAY.test(value.slice(0, 10)) ? value.slice(0, 10) : undefined;
const SEGMENTS_MAX = 60;

/** The person's departments with everything above them, in every structure type. */
async function scopesOf(clientId: string, userId: string): Promise<string[]> {
  const departments = await departmentsOfPerson(clientId, userId);
  return [...new Set(departments.flatMap((department) => department.path.map((step) => step.deptId)))].sort();
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, at) => x === b[at]);

/**
 * The person's next state from their record: the hire day is `workingSince` (else the day the
 * record was made), the leave day the dismissal (or deletion) day. A move while employed starts a
 * segment today; on the day the person was first seen, or before the hire day, it rewrites the
 * plan (a record created and then placed is placed from its hire day); after leaving the history
 * stays.
 * A restored person has no leave day again: restoring undoes the dismissal.
 */
export function nextState(
  previous: PersonState | null,
  user: UserRecord | undefined,
  scopes: string[],
  today: string,
): PersonState | null {
  if (!user || user.roles.includes("superadmin")) return null;
  const hireDay = dayOf(user.workingSince) ?? user.createdAt.slice(0, 10);
  const leaveDay = user.status === "active" ? undefined : (dayOf(user.firedAt) ?? dayOf(user.deletedAt) ?? today);
  const position = user.position?.trim() ?? "";
  const now = { scopes, position };
  const seenOn = previous?.seenOn ?? today;
  let segments = previous?.segments ?? [];
  const last = segments.at(-1);
  // New today (created, then placed, as an HR import does) or not started yet: one segment from the hire day.
  if (!last || today <= hireDay || (seenOn === today && !leaveDay)) segments = [{ from: hireDay, ...now }];
  else if (!leaveDay && (!sameList(last.scopes, scopes) || last.position !== position))
    segments =
      last.from >= today
        ? [...segments.slice(0, -1), { from: last.from, ...now }]
        : [...segments, { from: today, ...now }];
  if (segments.length > SEGMENTS_MAX) segments = segments.slice(-SEGMENTS_MAX);
  return {
    hireDay,
    ...(leaveDay ? { leaveDay } : {}),
    segments,
    gender: user.gender === "man" || user.gender === "woman" ? user.gender : "unknown",
    ...(dayOf(user.birthDate) ? { birthDate: dayOf(user.birthDate) } : {}),
    seenOn,
  };
}

export const stateOf = (record: AnalyticsPersonRecord | null | undefined): PersonState | null =>
  record
    ? {
        hireDay: record.hireDay,
        ...(record.leaveDay ? { leaveDay: record.leaveDay } : {}),
        segments: record.segments.map((segment) => ({ ...segment, scopes: segment.scopes ?? [] })),
        gender: record.gender,
        ...(record.birthDate ? { birthDate: record.birthDate } : {}),
        ...(record.seenOn ? { seenOn: record.seenOn } : {}),
      }
    : null;

const sameState = (a: PersonState | null, b: PersonState | null) => JSON.stringify(a) === JSON.stringify(b);

/** The tally updates of a difference, one commit per item (its counters ADDed, new names added). */
export function tallyCommits(e: TransactionEntities, clientId: string, diff: Tallies): NamedCommit[] {
  const items = new Set([...diff.counters.keys(), ...diff.names.keys()]);
  return [...items].map((item) => {
    const { tally, bucket } = splitTallyKey(item);
    const base = e.analyticsTally
      .update({ clientId, tally, bucket })
      .add({ count: 1 })
      .params() as unknown as UpdateParams;
    const names = diff.names.get(item);
    return {
      name: `tally.${item}`,
      commit: withCounters(base, { counters: diff.counters.get(item) ?? {}, sets: names ? { names: [...names] } : {} }),
    };
  });
}

/**
 * Brings one person's share of the tallies in line with their record: their state, and the
 * difference of its counters, in one transaction conditioned on the version read. Returns whether
 * anything changed (a second delivery of an event changes nothing).
 */
async function syncPerson(
  clientId: string,
  userId: string,
  user: UserRecord | undefined,
  today: string,
): Promise<boolean> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [scopes, { data: record }] = await Promise.all([
      user ? scopesOf(clientId, userId) : Promise.resolve([]),
      db().entities.analyticsPerson.get({ clientId, userId }).go({ consistent: true }),
    ]);
    const previous = stateOf(record);
    const next = nextState(previous, user, scopes, today);
    if (sameState(previous, next)) return false;
    const diff = difference(contribution(previous), contribution(next));
    const outcome = await writeTransaction((e) => {
      const person = next
        ? record
          ? e.analyticsPerson
              .put({ clientId, userId, ...next, version: record.version + 1 })
              .where(({ version }, { eq }) => eq(version, record.version))
              .commit()
          : e.analyticsPerson.create({ clientId, userId, ...next, version: 1 }).commit()
        : e.analyticsPerson
            .delete({ clientId, userId })
            .where(({ version }, { eq }) => eq(version, record!.version))
            .commit();
      return [{ name: "person", commit: person }, ...tallyCommits(e, clientId, diff)];
    });
    if (outcome.ok) return true;
    if (!outcome.failed("person"))
      throw new Error(`analytics sync of ${userId}: ${JSON.stringify(outcome.failedNames)}`);
    [user] = await getUsers(clientId, [userId]);
  }
  throw new Error(`analytics sync of ${userId}: the person kept changing`);
}

/** Syncs these people of a tenant (the subscriber's and the rebuild's step); returns how many changed. */
export async function syncPeople(clientId: string, userIds: string[], today = isoDay(clock().now())): Promise<number> {
  if (clientId === PLATFORM_TENANT || !userIds.length) return 0;
  const users = new Map((await getUsers(clientId, userIds)).map((user) => [user.userId, user]));
  const changed = await mapLimited([...new Set(userIds)], 4, (userId) =>
    syncPerson(clientId, userId, users.get(userId), today),
  );
  return changed.filter(Boolean).length;
}

/** Every person item of a tenant (the rebuild's recount): one paged Query. */
export async function peopleOf(clientId: string): Promise<AnalyticsPersonRecord[]> {
  const { data } = await db().entities.analyticsPerson.query.byTenant({ clientId }).go({ pages: "all" });
  return data;
}
