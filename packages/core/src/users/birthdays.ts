import { isConditionFailure } from "../db";
import { db } from "./entities";
import { birthdayComposites, isBirthMonthDay } from "./birthday-key";
import { optimistically, sameRevision } from "./store";

/** What the birthdays widget needs of a user: no contact data, no secrets. */
export interface BirthdayRecord {
  userId: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  position?: string;
  department?: string;
  avatar?: string;
  birthDate: string;
  /** "MMDD" (the index key). */
  birthMonthDay: string;
}

/** An inclusive range of month-days, "MMDD" to "MMDD" (from ≤ to). */
export interface MonthDayRange {
  from: string;
  to: string;
}

const projected = [
  "userId",
  "firstName",
  "lastName",
  "middleName",
  "position",
  "department",
  "avatar",
  "birthDate",
  "birthMonthDay",
  "status",
] as const;

/**
 * Active users of a tenant whose birthday (month and day) falls in the given ranges: one Query
 * of the sparse `byBirthday` index per range, in key order, never a read of the whole tenant.
 * The status filter only guards against an index entry a write forgot to move.
 */
export async function usersWithBirthdaysIn(clientId: string, ranges: MonthDayRange[]): Promise<BirthdayRecord[]> {
  const pages = await Promise.all(
    ranges.map(async ({ from, to }) => {
      if (!isBirthMonthDay(from) || !/^\d{4}$/.test(to)) throw new Error(`Bad month-day range ${from}..${to}`);
      const { data } = await db()
        .entities.user.query.byBirthday({ clientId })
        // The sort key is "MMDD#userId": the upper bound is the next month-day, which no key equals.
        .between({ birthMonthDay: from }, { birthMonthDay: nextMonthDayBound(to) })
        .where(({ status }, { eq }) => eq(status, "active"))
        .go({ pages: "all", attributes: [...projected] });
      return data;
    }),
  );
  return pages.flat().flatMap((user) =>
    user.birthDate && user.birthMonthDay
      ? [
          {
            userId: user.userId,
            firstName: user.firstName,
            lastName: user.lastName,
            birthDate: user.birthDate,
            birthMonthDay: user.birthMonthDay,
            ...(user.middleName ? { middleName: user.middleName } : {}),
            ...(user.position ? { position: user.position } : {}),
            ...(user.department ? { department: user.department } : {}),
            ...(user.avatar ? { avatar: user.avatar } : {}),
          },
        ]
      : [],
  );
}

/** "0131" → "0132": above every "0131#…" key and below every "0201#…" one. */
function nextMonthDayBound(monthDay: string): string {
  return String(Number(monthDay) + 1).padStart(4, "0");
}

/**
 * Puts a tenant's users written before the birthdays index into it (or out of it): a paged walk
 * of the tenant partition, off any request path (a maintenance task), rewriting only users whose
 * `birthMonthDay` is missing or stale, each under its revision. Returns how many were rewritten.
 */
export async function reindexBirthdays(clientId: string): Promise<number> {
  let rewritten = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ userId: string }>; cursor: string | null } = await db()
      .entities.user.query.byTenant({ clientId })
      .go({ cursor, attributes: ["userId", "status", "birthDate", "birthMonthDay"] })
      .then(({ data, cursor: next }) => ({
        data: data.filter((user) => user.birthMonthDay !== birthdayComposites(user).birthMonthDay),
        cursor: next,
      }));
    for (const { userId } of page.data) if (await reindexOne(clientId, userId)) rewritten++;
    cursor = page.cursor;
  } while (cursor);
  return rewritten;
}

async function reindexOne(clientId: string, userId: string): Promise<boolean> {
  return optimistically(async (retry) => {
    const { data: user } = await db().entities.user.get({ clientId, userId }).go({ consistent: true });
    if (!user) return false;
    const key = birthdayComposites(user);
    if (user.birthMonthDay === key.birthMonthDay) return false;
    return db()
      .entities.user.patch({ clientId, userId })
      .set(key)
      .add({ revision: 1 })
      .where(sameRevision(user.revision))
      .go()
      .then(
        () => true,
        (error: unknown) => {
          if (isConditionFailure(error)) return retry;
          throw error;
        },
      );
  });
}
