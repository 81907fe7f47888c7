import type { Actor } from "@intranet/contracts";
import {
  eventBodySchema,
  updateSeriesBodySchema,
  type EventInput,
  type EventRangeQuery,
} from "@intranet/contracts/calendar";
import { createDepartmentBodySchema, type DepartmentView } from "@intranet/contracts/structure";
import * as z from "zod/mini";
import { syncPeople } from "../audiences";
import { addDeptUsers, createDepartment } from "../structure";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createEvent } from "./create";
import { db } from "./entities";
import { COMPANY } from "./members";
import { listMine } from "./list";

/** Calendar test helpers (tests only): a company with Sales ← Sales East and people placed in them. */
export interface CalendarCompany {
  tenantId: string;
  admin: Member;
  /** Creates events (rights calendar + events_create). */
  organizer: Member;
  /** Invited by name in the helpers' events. */
  named: Member;
  /** In Sales East (so in Sales by its sub-departments). */
  seller: Member;
  /** In no department, never invited. */
  outsider: Member;
  sales: DepartmentView;
  east: DepartmentView;
}

export async function calendarCompany(): Promise<CalendarCompany> {
  const tenantId = await ensureTestTenant();
  const rights = { rights: ["calendar" as const, "events_create" as const] };
  const [admin, organizer, named, seller, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Olga", lastName: "Organizer" } }),
    member(tenantId, { ...rights, profile: { firstName: "Nick", lastName: "Named" } }),
    member(tenantId, { ...rights, profile: { firstName: "Sam", lastName: "Seller" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  const make = (input: z.input<typeof createDepartmentBodySchema>) =>
    createDepartment(admin!.actor, z.parse(createDepartmentBodySchema, input));
  const sales = await make({ name: "Sales" });
  const east = await make({ name: "Sales East", parent: sales._id });
  await addDeptUsers(admin!.actor, { dept_id: east._id, users: [seller!.userId] });
  await syncPeople(
    tenantId,
    [admin!, organizer!, named!, seller!, outsider!].map((person) => person.userId),
  );
  return {
    tenantId,
    admin: admin!,
    organizer: organizer!,
    named: named!,
    seller: seller!,
    outsider: outsider!,
    sales,
    east,
  };
}

/** The tests' clock: 1 October 2026, before the Kyiv and New York clock changes of that autumn. */
export const NOW = new Date("2026-10-01T09:00:00Z");

export const eventBody = (input: Partial<EventInput> = {}) =>
  z.parse(eventBodySchema, {
    name: "Planning",
    date: "2026-10-20",
    start: "10:00",
    end: "11:00",
    timeZone: "Europe/Kyiv",
    members: { userIds: [] },
    ...input,
  });

export const seriesBody = (input: Partial<z.input<typeof updateSeriesBodySchema>>) =>
  z.parse(updateSeriesBodySchema, {
    name: "Planning",
    date: "2026-10-20",
    start: "10:00",
    end: "11:00",
    timeZone: "Europe/Kyiv",
    members: { userIds: [] },
    scope: "all",
    repeat: { period: "week", weekdays: ["TU"], count: 4 },
    ...input,
  });

export const newEvent = (actor: Actor, input: Partial<EventInput> = {}, now = NOW) =>
  createEvent(actor, eventBody(input), now);

export const days = (from: string, to: string, tz = "Europe/Kyiv"): EventRangeQuery => ({ from, to, tz });

/** The occurrence ids a person sees in their own calendar. */
export async function seenBy(person: Member, from = "2026-10-01", to = "2027-01-31"): Promise<string[]> {
  const page = await listMine(person.actor, person.tenantId, person.userId, days(from, to));
  return page.items.map((item) => item.id);
}

export { recordingScheduler } from "../scheduler/test-support";

/** What a tenant's calendar holds: its series, and the entries of the company view and of one person. */
export async function storedIn(tenantId: string, userId: string) {
  const { entities } = db();
  const [events, company, person] = await Promise.all([
    entities.calEvent.query.byTenant({ clientId: tenantId }).go({ pages: "all" }),
    entities.calEntry.query.byLabel({ clientId: tenantId, label: COMPANY }).go({ pages: "all" }),
    entities.calEntry.query.byLabel({ clientId: tenantId, label: `user:${userId}` }).go({ pages: "all" }),
  ]);
  return { events: events.data.length, companyEntries: company.data.length, personEntries: person.data.length };
}
