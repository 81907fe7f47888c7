import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import type { MoodGroupStat, MoodStats } from "@intranet/contracts/mood";
import { createDepartment } from "../structure";
import { capture } from "../testing/capture";
import { countDynamoCalls } from "../testing/dynamo-calls";
import { utcToday } from "./days";
import { rateMood } from "./rate";
import { moodStats } from "./stats";
import { type MoodCompany, moodCompany, people, superadminIn } from "./test-support";
import { ensureTestTenant } from "../testing/actors";
import { member } from "../users/test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("mood statistics", () => {
  let c: MoodCompany;
  let soloId: string;
  const today = utcToday();
  const yesterday = shift(today, -1);
  const from = shift(today, -5);
  const to = shift(today, 1);

  /**
   * Sales East: 5 rate 6…10 today, 3 of them 1…3 yesterday; Sales: one rates 5 today; Solo (under
   * the root): two rate 4 today.
   */
  beforeAll(async () => {
    c = await moodCompany();
    soloId = (
      await createDepartment(c.admin.actor, z.parse(createDepartmentBodySchema, { name: "Solo", parent: c.rootId }))
    )._id;
    const [east, sales, solo] = await Promise.all([
      people(c, 5, c.eastId),
      people(c, 1, c.salesId),
      people(c, 2, soloId),
    ]);
    await Promise.all([
      ...east!.map((person, index) => rateMood(person.actor, { rating: 6 + index, day: today })),
      ...east!.slice(0, 3).map((person, index) => rateMood(person.actor, { rating: 1 + index, day: yesterday })),
      rateMood(sales![0]!.actor, { rating: 5, day: today }),
      ...solo!.map((person) => rateMood(person.actor, { rating: 4, day: today })),
    ]);
  });

  const group = (stats: MoodStats, deptId: string) => stats.departments.find((dept) => dept.deptId === deptId)!;
  const day = (stat: MoodGroupStat, date: string) => stat.days.find((entry) => entry.day === date);

  it("counts by day, company and department up the path, in two calls whatever the ratings", async () => {
    const calls = countDynamoCalls();
    const stats = await moodStats(c.admin.actor, c.tenantId, from, to);
    calls.stop();
    expect(calls.counts).toEqual({ QueryCommand: 2 });
    expect(stats).toMatchObject({ from, to, minimum: 5 });
    expect(stats.company).toMatchObject({ name: "", count: 11, average: 5.36 });
    expect(stats.company.deptId).toBeUndefined();
    expect(stats.company.distribution).toEqual([1, 1, 1, 2, 1, 1, 1, 1, 1, 1]);
    expect(stats.company.days.map((entry) => entry.day)).toEqual(Array.from({ length: 7 }, (_, i) => shift(from, i)));
    expect(day(stats.company, today)).toEqual({ day: today, count: 8, average: 6.63 });
    expect(day(stats.company, shift(today, -3))).toEqual({ day: shift(today, -3), count: 0 });
    expect(stats.departments.map((dept) => dept.name).sort()).toEqual(["Company", "Sales", "Sales East", "Solo"]);
    // A sub-department's people count in its parents.
    expect(group(stats, c.rootId)).toMatchObject({ name: "Company", count: 11, average: 5.36 });
    expect(group(stats, c.salesId)).toMatchObject({ name: "Sales", count: 9, average: 5.67 });
    expect(day(group(stats, c.salesId), today)).toEqual({ day: today, count: 6, average: 7.5 });
    const east = group(stats, c.eastId);
    expect(east).toMatchObject({ name: "Sales East", count: 8, average: 5.75 });
    expect(east.distribution).toEqual([1, 1, 1, 0, 0, 1, 1, 1, 1, 1]);
    expect(day(east, today)).toEqual({ day: today, count: 5, average: 8 });
  });

  it("hides averages of days and groups under the minimum, and a small group's distribution", async () => {
    const stats = await moodStats(c.admin.actor, c.tenantId, from, to);
    expect(day(stats.company, yesterday)).toEqual({ day: yesterday, count: 3 });
    expect(day(group(stats, c.eastId), yesterday)).toEqual({ day: yesterday, count: 3 });
    const solo = group(stats, soloId);
    expect(solo).toMatchObject({ name: "Solo", count: 2, distribution: [] });
    expect(solo.average).toBeUndefined();
    expect(day(solo, today)).toEqual({ day: today, count: 2 });
  });

  it("takes one or two weeks only, and only from that company's admins", async () => {
    for (const [start, end] of [
      [shift(to, -5), to],
      [shift(to, -7), to],
      [to, shift(to, -6)],
      [shift(to, -14), to],
      ["2024-02-30", "2024-03-07"],
    ]) {
      expect(await code(() => moodStats(c.admin.actor, c.tenantId, start!, end!))).toBe("mood.bad_period");
    }
    expect((await moodStats(c.admin.actor, c.tenantId, shift(to, -13), to)).company.days).toHaveLength(14);
    // Both ends are in: today as the last day, yesterday as the first.
    expect((await moodStats(c.admin.actor, c.tenantId, shift(today, -6), today)).company.count).toBe(11);
    expect((await moodStats(c.admin.actor, c.tenantId, yesterday, shift(yesterday, 6))).company.count).toBe(11);
    expect((await moodStats(c.admin.actor, c.tenantId, today, shift(today, 6))).company.count).toBe(8);
    expect((await moodStats(superadminIn(c.tenantId), c.tenantId, from, to)).company.count).toBe(11);
    const [employee] = await people(c, 1);
    expect(await code(() => moodStats(employee!.actor, c.tenantId, from, to))).toBe("common.no_access");
    const stranger = await member(await ensureTestTenant(), { role: "admin" });
    expect(await code(() => moodStats(stranger.actor, c.tenantId, from, to))).toBe("common.no_access");
    expect((await moodStats(stranger.actor, stranger.tenantId, from, to)).company.count).toBe(0);
  });
});
