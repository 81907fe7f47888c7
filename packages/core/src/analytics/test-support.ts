import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { ensureTestTenant } from "../testing/actors";
import { addDeptUsers, createDepartment } from "../structure";
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
  const tenantId = await ensureTestTenant();
  const admin = await member(tenantId, { role: "admin" });
  const department = (name: string, parent: string | null) =>
    createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name, parent }));
  const root = await department("Company", null);
  const sales = await department("Sales", root._id);
  const east = await department("East", sales._id);
  return {
    tenantId,
    admin,
    salesId: sales._id,
    eastId: east._id,
    person: async (profile, record) => {
      const someone = await member(tenantId, { profile: { lastName: "Fixture", ...profile } });
      await setRecord(tenantId, someone.userId, record);
      return someone.userId;
    },
  };
}

export const joinDepartment = (company: AnalyticsCompany, deptId: string, userIds: string[]) =>
  addDeptUsers(company.admin.actor, { dept_id: deptId, users: userIds });
