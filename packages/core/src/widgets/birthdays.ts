import {
  widgetLimits,
  type Actor,
  type BirthdayPerson,
  type BirthdaysQuery,
  type BirthdaysView,
  type UpcomingBirthday,
} from "@intranet/contracts";
import { requireSameTenant } from "../platform";
import { usersWithBirthdaysIn, type BirthdayRecord, fullName } from "../users";
import { calendarDateAt, isoDate, monthDayRanges, nextCelebration } from "./calendar";

/** Where "now" comes from; tests pass a fixed one. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * GET /api/clients/{id}/birthdays?days=&tz= (any member of the tenant; a superadmin may read any
 * tenant): active colleagues whose birthday is today, and those of the next `days` days with
 * their date and distance, each person once (at their next birthday), sorted by date, then name.
 * "Today" is the calendar day in `tz` (the browser's zone), UTC when absent. Served by at most
 * two Queries of the users' birthday index (two only when the window crosses New Year).
 */
export async function birthdays(
  actor: Actor,
  clientId: string,
  query: Partial<BirthdaysQuery> = {},
  clock: Clock = systemClock,
): Promise<BirthdaysView> {
  requireSameTenant(actor, clientId);
  const days = Math.min(query.days ?? widgetLimits.birthdayDaysDefault, widgetLimits.birthdayDaysMax);
  const today = calendarDateAt(clock(), query.tz);
  const people = await usersWithBirthdaysIn(clientId, monthDayRanges(today, days));

  const dated = people
    .map((person) => ({ person, ...nextCelebration(person.birthMonthDay, today) }))
    .filter(({ inDays }) => inDays <= days)
    .sort(
      (a, b) =>
        a.inDays - b.inDays ||
        a.person.lastName.localeCompare(b.person.lastName) ||
        a.person.firstName.localeCompare(b.person.firstName) ||
        a.person.userId.localeCompare(b.person.userId),
    );

  return {
    date: isoDate(today),
    days,
    today: dated.filter(({ inDays }) => inDays === 0).map(({ person }) => toBirthdayPerson(person)),
    upcoming: dated
      .filter(({ inDays }) => inDays > 0)
      .map(({ person, date, inDays }): UpcomingBirthday => ({
        user: toBirthdayPerson(person),
        date: isoDate(date),
        inDays,
      })),
  };
}

function toBirthdayPerson(person: BirthdayRecord): BirthdayPerson {
  return {
    _id: person.userId,
    fullName: fullName(person),
    firstName: person.firstName,
    lastName: person.lastName,
    ...(person.middleName ? { middleName: person.middleName } : {}),
    ...(person.position ? { position: person.position } : {}),
    ...(person.department ? { department: person.department } : {}),
    ...(person.avatar ? { avatar: person.avatar } : {}),
    birthday: `${person.birthMonthDay.slice(0, 2)}-${person.birthMonthDay.slice(2)}`,
  };
}
