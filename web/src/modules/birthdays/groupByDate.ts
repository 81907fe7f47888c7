import type { UpcomingBirthday } from "@intranet/contracts";

export interface BirthdayDay {
  date: string;
  inDays: number;
  people: UpcomingBirthday["user"][];
}

/** Upcoming birthdays as days (the API sorts them by date, then name), each with its people. */
export function groupByDate(upcoming: UpcomingBirthday[]): BirthdayDay[] {
  const days: BirthdayDay[] = [];
  for (const entry of upcoming) {
    const last = days.at(-1);
    if (last?.date === entry.date) last.people.push(entry.user);
    else days.push({ date: entry.date, inDays: entry.inDays, people: [entry.user] });
  }
  return days;
}
