import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { readCounters } from "../db";
import { addDeptUsers, createDepartment } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { db } from "./entities";
import { MOOD_SHARDS } from "./tally.entity";

/**
 * Mood test helpers (tests only): a company Company ← Sales ← Sales East with people placed in
 * the administrative structure, and the raw tallies of one day and group.
 */
export interface MoodCompany {
  tenantId: string;
  admin: Member;
  rootId: string;
  salesId: string;
  eastId: string;
}

export async function moodCompany(): Promise<MoodCompany> {
  const tenantId = await ensureTestTenant();
  const admin = await member(tenantId, { role: "admin" });
  const department = (name: string, parent: string | null) =>
    createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name, parent }));
  const root = await department("Company", null);
  const sales = await department("Sales", root._id);
  const east = await department("Sales East", sales._id);
  return { tenantId, admin, rootId: root._id, salesId: sales._id, eastId: east._id };
}

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
