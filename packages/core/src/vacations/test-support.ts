import * as z from "zod/mini";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { createVacationBodySchema, type CreateVacationBody } from "@intranet/contracts/vacations";
import { syncPeople } from "../audiences";
import { batchWrite } from "../db";
import { addDays, clock, newId } from "../platform";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { monthsOf } from "./days";
import { db } from "./entities";
import { adjustBalance } from "./person";

/** A company with vacations: an admin, an HR editor (vacations_edit), and Sales (a chief, two people). */
export interface VacationCompany {
  tenantId: string;
  admin: Member;
  editor: Member;
  chief: Member;
  worker: Member;
  colleague: Member;
  outsider: Member;
  salesId: string;
}

export async function vacationCompany(): Promise<VacationCompany> {
  const tenantId = await ensureTestTenant();
  const right = { rights: ["vacations" as const, "calendar" as const] };
  const [admin, editor, chief, worker, colleague, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights: ["vacations", "vacations_edit"], profile: { firstName: "Hana", lastName: "Hr" } }),
    member(tenantId, { ...right, profile: { firstName: "Carl", lastName: "Chief" } }),
    member(tenantId, { ...right, profile: { firstName: "Willa", lastName: "Worker" } }),
    member(tenantId, { ...right, profile: { firstName: "Cole", lastName: "Colleague" } }),
    member(tenantId, { ...right, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const sales = await createDepartment(admin.actor, z.parse(createDepartmentBodySchema, { name: "Sales" }));
  await addDeptUsers(admin.actor, { dept_id: sales._id, users: [chief.userId, worker.userId, colleague.userId] });
  await setDepartmentHead(admin.actor, { dept_id: sales._id, headUser: chief.userId });
  await syncPeople(
    tenantId,
    [admin, editor, chief, worker, colleague, outsider].map((person) => person.userId),
  );
  return { tenantId, admin, editor, chief, worker, colleague, outsider, salesId: sales._id };
}

/** An ISO date `days` from today (the clock's). */
export const fromToday = (days: number): string => addDays(clock().now().toISOString().slice(0, 10), days);

/** A vacation body from `start` days ahead for `length` calendar days. */
export const period = (start: number, length: number, extra: Partial<CreateVacationBody> = {}): CreateVacationBody =>
  z.parse(createVacationBodySchema, { start: fromToday(start), end: fromToday(start + length - 1), ...extra });

/** Sets a person's balance to `days` through an editor's adjustment (from the opening the first read makes). */
export async function giveDays(editor: Member, person: Member, days: number, current: number): Promise<void> {
  if (days !== current) await adjustBalance(editor.actor, person.userId, { delta: days - current, note: "test" });
}

/**
 * Vacations written straight to the chart's month index (what the chart reads), for benches: one
 * per person starting `offsetDays` from `from`, `length` days each.
 */
export async function writeChartVacations(
  clientId: string,
  userIds: string[],
  from: string,
  length: number,
  spreadDays = 60,
): Promise<number> {
  const items = userIds.flatMap((userId, index) => {
    const start = addDays(from, index % spreadDays);
    const end = addDays(start, length - 1);
    const vacationId = newId();
    return monthsOf(start, end).map((month) => ({
      clientId,
      month,
      userId,
      vacationId,
      start,
      end,
      days: length,
      status: "approved" as const,
    }));
  });
  await batchWrite((chunk) => db().entities.vacationMonth.put(chunk).go(), items, [
    "clientId",
    "month",
    "userId",
    "vacationId",
  ]);
  return items.length;
}
