import { trackedModules } from "@intranet/contracts/analytics";
import { addDays, seededRandom } from "../platform";
import { addInto, COMPANY, contribution, tallyKey, type PersonState, type Tallies } from "./contribution";
import { isoWeek, monthOf } from "./days";
import { putTallies } from "./tallies";
import { addDeptUsers } from "../structure";
import { salesCompany } from "../structure/test-support";
import { db } from "../users/entities";
import type { UserRecord } from "../users";
import { member, type Member } from "../users/test-support";

/** A person's record as HR data would leave it (hire and dismissal days, profile). */
export type RecordChange = Partial<
  Pick<UserRecord, "status" | "workingSince" | "firedAt" | "deletedAt" | "position" | "gender" | "birthDate">
>;

/** Rewrites a person's record (the whole item, so every index key follows) with these values; `undefined` removes one. */
export async function setRecord(tenantId: string, userId: string, change: RecordChange): Promise<void> {
  const { data } = await db().entities.user.get({ clientId: tenantId, userId }).go({ consistent: true });
  if (!data) throw new Error(`no user ${userId}`);
  const next: Record<string, unknown> = { ...data, ...change };
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  await db()
    .entities.user.put(next as UserRecord)
    .go();
}

/** A company for the analytics reports: an admin (not counted: never synced); the root, Sales below it, East below Sales. */
export interface AnalyticsCompany {
  tenantId: string;
  admin: Member;
  salesId: string;
  eastId: string;
  person: (profile: { firstName: string; position?: string }, record: RecordChange) => Promise<string>;
}

export async function analyticsCompany(): Promise<AnalyticsCompany> {
  const { tenantId, admin, salesId, eastId } = await salesCompany();
  return {
    tenantId,
    admin,
    salesId,
    eastId,
    person: async (profile, record) => {
      const someone = await member(tenantId, { profile: { lastName: "Fixture", ...profile } });
      await setRecord(tenantId, someone.userId, record);
      return someone.userId;
    },
  };
}

export const joinDepartment = (company: AnalyticsCompany, deptId: string, userIds: string[]) =>
  addDeptUsers(company.admin.actor, { dept_id: deptId, users: userIds });

/**
 * A company of `people` employees today with ten years of hires and two years of leavers (about a
 * fifth of the headcount a year) spread over `departments`, and two years of daily usage, written
 * whole as the events would have left the tallies (benches: the reports' cost whatever the size).
 */
export async function writeSyntheticHistory(
  clientId: string,
  people: number,
  departments: string[],
  today: string,
): Promise<number> {
  const random = seededRandom(people);
  const positions = Array.from(
    { length: Math.max(5, Math.min(300, Math.round(people / 150))) },
    (_, at) => `Position ${at + 1}`,
  );
  const total: Tallies = { counters: new Map(), names: new Map() };
  const leavers = Math.round(people * 0.4);
  for (let at = 0; at < people + leavers; at++) {
    const left = at >= people;
    const leaveAgo = left ? 1 + random(730) : 0;
    const hireDay = addDays(today, -(leaveAgo + 30 + random(3_600)));
    const state: PersonState = {
      hireDay,
      ...(left ? { leaveDay: addDays(today, -leaveAgo) } : {}),
      segments: [
        {
          from: hireDay,
          scopes: [departments[at % departments.length]!],
          position: positions[random(positions.length)]!,
        },
      ],
      gender: ["man", "woman", "unknown"][random(3)]!,
      ...(random(10) ? { birthDate: addDays(today, -(6_600 + random(16_000))) } : {}),
    };
    addInto(total, contribution(state));
  }
  for (const scope of [COMPANY, ...departments]) {
    const share = scope === COMPANY ? people : people / departments.length;
    for (let ago = 730; ago >= 1; ago--) {
      const day = addDays(today, -ago);
      const active = Math.round(share * (0.5 + random(30) / 100));
      const counters = total.counters.get(tallyKey(`usage#${scope}`, monthOf(day))) ?? {};
      const dd = day.slice(8, 10);
      counters[`u_${dd}`] = active;
      counters[`s_${dd}`] = Math.round(active * 1.6);
      counters[`t_${dd}`] = Math.round(active * 1.6 * 1_500);
      const visits = total.counters.get(tallyKey(`visits#${scope}`, monthOf(day))) ?? {};
      for (const module of trackedModules) {
        const count = Math.round(active * (random(100) / 100));
        visits[`v_${dd}_${module}`] = count;
        visits[`vt_${module}`] = (visits[`vt_${module}`] ?? 0) + count;
      }
      total.counters.set(tallyKey(`visits#${scope}`, monthOf(day)), visits);
      counters[`w_${isoWeek(day)}`] = Math.round(share * 0.85);
      counters.m = Math.round(share * 0.9);
      total.counters.set(tallyKey(`usage#${scope}`, monthOf(day)), counters);
    }
  }
  return putTallies(clientId, total);
}
