import { isoDay, mapLimited } from "../platform";
import { COMPANY, tallyKey } from "./contribution";
import { putTallies } from "./tallies";
import { visitCounters } from "./usage";
import { isoWeek, monthOf, mondayOf } from "./days";
import { db } from "./entities";

export interface PastSession {
  userId: string;
  start: number;
  end: number;
}

export interface PastVisit {
  userId: string;
  module: string;
  at: number;
}

/**
 * Usage history written at once (the demo's last months; a company bringing its history): the
 * usage tallies of the months these reports fall in are computed exactly as live reports would
 * have left them (a session on its end's day, a person counted once a day, week and month) and
 * PUT whole, so a second run writes the same. Meant for months that take no live reports
 * meanwhile (the API answers 503 while the demo is seeded): a PUT replaces what was there.
 */
export async function writeUsageHistory(
  clientId: string,
  sessions: PastSession[],
  visits: PastVisit[],
): Promise<number> {
  const userIds = [...new Set([...sessions, ...visits].map((entry) => entry.userId))];
  const people = await mapLimited(userIds, 8, async (userId) => {
    const { data } = await db()
      .entities.analyticsPerson.get({ clientId, userId })
      .go({ attributes: ["segments"] });
    return [userId, [COMPANY, ...(data?.segments.at(-1)?.scopes ?? [])]] as const;
  });
  const scopesOf = new Map(people);
  const items = new Map<string, Record<string, number>>();
  const seen = new Set<string>();
  const add = (userId: string, month: string, name: string, amount = 1, tally = "usage") => {
    for (const scope of scopesOf.get(userId) ?? [COMPANY]) {
      const key = tallyKey(`${tally}#${scope}`, month);
      const counters = items.get(key) ?? {};
      counters[name] = (counters[name] ?? 0) + amount;
      items.set(key, counters);
    }
  };
  const once = (mark: string) => !seen.has(mark) && Boolean(seen.add(mark));
  for (const session of sessions) {
    const day = isoDay(new Date(session.end));
    const dd = day.slice(8, 10);
    if (!once(`s#${session.userId}#${session.start}`)) continue;
    add(session.userId, monthOf(day), `s_${dd}`);
    add(session.userId, monthOf(day), `t_${dd}`, Math.round((session.end - session.start) / 1000));
    if (once(`d#${session.userId}#${day}`)) add(session.userId, monthOf(day), `u_${dd}`);
    if (once(`w#${session.userId}#${isoWeek(day)}`)) add(session.userId, monthOf(mondayOf(day)), `w_${isoWeek(day)}`);
    if (once(`m#${session.userId}#${monthOf(day)}`)) add(session.userId, monthOf(day), "m");
  }
  for (const visit of visits) {
    const day = isoDay(new Date(visit.at));
    for (const name of Object.keys(visitCounters(day, visit.module)))
      add(visit.userId, monthOf(day), name, 1, "visits");
  }
  return putTallies(clientId, { counters: items, names: new Map() });
}
