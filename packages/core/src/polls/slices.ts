import type { ageBands, tenureBands, ResultDimension } from "@intranet/contracts/polls";
import { monthsSince, normalizeValue } from "../audiences";
import type { PersonDepartment } from "../structure";
import type { UserRecord } from "../users";

/**
 * The filter groups an answer counts in, computed when it is given (product-spec §2 results
 * filters, §9 bands): every department up the person's administrative path, their city, position,
 * gender, age band and working-time band. A group is `<dimension>:<value>`.
 */
export function slicesOf(
  user: Pick<UserRecord, "city" | "position" | "gender" | "birthDate" | "workingSince">,
  departments: PersonDepartment[],
  now = new Date(),
): string[] {
  const slices = new Set<string>();
  const administrative = departments.find((department) => department.type === "administrative");
  for (const step of administrative?.path ?? []) slices.add(sliceOf("department", step.deptId));
  if (user.city?.trim()) slices.add(sliceOf("city", user.city));
  if (user.position?.trim()) slices.add(sliceOf("position", user.position));
  if (user.gender === "man" || user.gender === "woman") slices.add(sliceOf("gender", user.gender));
  const age = user.birthDate ? ageBand(yearsSince(user.birthDate, now)) : undefined;
  if (age) slices.add(sliceOf("age", age));
  if (user.workingSince) slices.add(sliceOf("tenure", tenureBand(monthsSince(user.workingSince, now))));
  return [...slices];
}

/** One group's name; free-text values compare normalized, as audiences do. */
export function sliceOf(dimension: ResultDimension, value: string): string {
  const normalized = dimension === "city" || dimension === "position" ? normalizeValue(value) : value;
  return `${dimension}:${normalized}`;
}

function yearsSince(date: string, now: Date): number | undefined {
  const months = monthsSince(date, now);
  return Number.isNaN(new Date(date).getTime()) ? undefined : Math.floor(months / 12);
}

function ageBand(years: number | undefined): (typeof ageBands)[number] | undefined {
  if (years === undefined || years <= 0) return undefined;
  if (years < 20) return "under20";
  if (years < 30) return "20-30";
  if (years < 40) return "30-40";
  if (years < 50) return "40-50";
  return "50plus";
}

function tenureBand(months: number): (typeof tenureBands)[number] {
  if (months < 3) return "under3m";
  if (months < 12) return "3m-1y";
  if (months < 60) return "1-5y";
  if (months < 120) return "5-10y";
  return "over10y";
}
