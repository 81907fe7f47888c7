import { readCounters } from "../db";
import { addDeptUsers } from "../structure";
import { salesCompany, type SalesCompany } from "../structure/test-support";
import { member, type Member } from "../users/test-support";
import { db } from "./entities";
import { MOOD_SHARDS } from "./tally.entity";

/**
 * Mood test helpers (tests only): a company Company ← Sales ← Sales East with people placed in
 * the administrative structure, and the raw tallies of one day and group.
 */
export type MoodCompany = SalesCompany;

export const moodCompany = salesCompany;

/** `count` employees of the company, placed in that department when one is given. */
export async function people(c: MoodCompany, count: number, deptId?: string): Promise<Member[]> {
  const list = await Promise.all(Array.from({ length: count }, () => member(c.tenantId)));
  if (deptId) await addDeptUsers(c.admin.actor, { dept_id: deptId, users: list.map((person) => person.userId) });
  return list;
}

export { superadminIn } from "../testing/actors";

/** A group's counts on a day, its shards summed, read raw (n, 1…10, sum). */
export async function tallyOf(tenantId: string, day: string, slice: string): Promise<Record<string, number>> {
  const total: Record<string, number> = {};
  for (let shard = 0; shard < MOOD_SHARDS; shard++) {
    const raw = (await db()
      .entities.moodTally.get({ clientId: tenantId, meter: "mood", day, slice, shard })
      .go({ data: "raw" })) as unknown as { data: { Item?: Record<string, unknown> } };
    const item = raw.data.Item;
    if (!item) continue;
    const counts = { ...readCounters(item), n: Number(item.n ?? 0) };
    for (const [key, value] of Object.entries(counts)) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

/** Whether the person's mark exists for the day. */
export async function marked(tenantId: string, userId: string, day: string): Promise<boolean> {
  const { data } = await db().entities.moodMark.get({ clientId: tenantId, userId, day }).go();
  return Boolean(data);
}
