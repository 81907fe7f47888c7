import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { moodLimits, type MoodDay, type MoodGroupStat, type MoodStats } from "@intranet/contracts/mood";
import { departmentOutline } from "../structure";
import { AppError, tenantOfPath } from "../platform";
import { periodDays } from "./days";
import { type DayCounts, periodTallies } from "./period";
import { ALL, departmentSlice, deptIdOf } from "./slices";

const RATINGS = Array.from({ length: moodLimits.max - moodLimits.min + 1 }, (_, index) =>
  String(moodLimits.min + index),
);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** An average only from `anonymityMin` ratings: fewer could point at the people who gave them. */
const averageOf = (counts: DayCounts | undefined) => {
  const n = counts?.n ?? 0;
  return n >= moodLimits.anonymityMin ? { average: round2((counts?.sum ?? 0) / n) } : {};
};

function groupStat(
  slice: string,
  name: string,
  days: string[],
  tallies: Map<string, Map<string, DayCounts>>,
): MoodGroupStat {
  const total: DayCounts = {};
  const perDay: MoodDay[] = days.map((day) => {
    const counts = tallies.get(day)?.get(slice);
    for (const [key, value] of Object.entries(counts ?? {})) total[key] = (total[key] ?? 0) + value;
    return { day, count: counts?.n ?? 0, ...averageOf(counts) };
  });
  const count = total.n ?? 0;
  const shown = count >= moodLimits.anonymityMin;
  return {
    ...(deptIdOf(slice) ? { deptId: deptIdOf(slice) } : {}),
    name,
    count,
    ...averageOf(total),
    days: perDay,
    distribution: shown ? RATINGS.map((rating) => total[rating] ?? 0) : [],
  };
}

/**
 * The period's statistics for a company's admins, by day, for the company and each department
 * that has ratings in it (administrative structure, by name; a department deleted since is left
 * out: it has no name to show). Two calls whatever the number of ratings: the period's tallies
 * (one Query) and the structure's outline (one Query) for the names, in parallel. The company's
 * `name` is empty: the SPA and the export name it in the reader's language.
 */
export async function periodStats(clientId: string, from: string, to: string): Promise<MoodStats> {
  const days = periodDays(from, to);
  const [tallies, outline] = await Promise.all([
    periodTallies(clientId, from, to),
    departmentOutline(clientId, "administrative"),
  ]);
  const rated = new Set([...tallies.values()].flatMap((bySlice) => [...bySlice.keys()]));
  return {
    from,
    to,
    minimum: moodLimits.anonymityMin,
    company: groupStat(ALL, "", days, tallies),
    departments: outline
      .filter((dept) => rated.has(departmentSlice(dept._id)))
      .map((dept) => groupStat(departmentSlice(dept._id), dept.name, days, tallies)),
  };
}

/** GET mood/stat/{client}/{from}/{to}: that company's admins (or the superadmin inside it). */
export async function moodStats(actor: Actor, client: string, from: string, to: string): Promise<MoodStats> {
  const clientId = requireMoodAdmin(actor, client);
  return periodStats(clientId, from, to);
}

/** The path's company must be the caller's current one, and the caller its admin. */
export function requireMoodAdmin(actor: Actor, client: string): string {
  const clientId = tenantOfPath(actor, client);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  return clientId;
}
