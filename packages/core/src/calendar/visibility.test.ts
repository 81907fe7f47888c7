import { beforeAll, describe, expect, it } from "vitest";
import type { EventView } from "@intranet/contracts/calendar";
import { addDeptUsers } from "../structure";
import { capture } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { getEvent } from "./get";
import { listCompany, listMine } from "./list";
import { updateOccurrence } from "./update";
import { calendarCompany, days, eventBody, newEvent, NOW, seenBy, type CalendarCompany } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

let c: CalendarCompany;
let byName: EventView;
let forSales: EventView;
beforeAll(async () => {
  c = await calendarCompany();
  byName = await newEvent(c.organizer.actor, { name: "One to one", members: { userIds: [c.named.userId] } });
  forSales = await newEvent(c.organizer.actor, {
    name: "Sales weekly",
    date: "2026-10-21",
    members: { userIds: [], audiences: [{ kind: "department", deptId: c.sales._id }] },
    repeat: { period: "week", weekdays: ["WE"], count: 3 },
  });
});

const sees = async (person: Member, event: EventView) => (await capture(() => getEvent(person.actor, event.id))).value;

describe("who sees an event: the list and the event alike", () => {
  it("shows it to its organizer, named members and members by department; not to anyone else", async () => {
    const salesIds = ["20261021", "20261028", "20261104"].map((day) => `${forSales.eventId}_${day}`);
    expect(await seenBy(c.organizer)).toEqual([byName.id, ...salesIds]);
    expect(await seenBy(c.named)).toEqual([byName.id]);
    expect(await seenBy(c.seller)).toEqual(salesIds);
    expect(await seenBy(c.outsider)).toEqual([]);
    expect(await sees(c.named, byName)).toMatchObject({ invited: true, canEdit: false });
    expect(await sees(c.seller, forSales)).toMatchObject({ invited: true, canEdit: false, occurrences: 3 });
    expect(await code(() => getEvent(c.named.actor, forSales.id))).toBe("calendar.not_found");
    expect(await code(() => getEvent(c.seller.actor, byName.id))).toBe("calendar.not_found");
    expect(await code(() => getEvent(c.outsider.actor, byName.id))).toBe("calendar.not_found");
  });

  it("gives admins every event (company view, details, editing) without putting it in their own calendar", async () => {
    expect(await seenBy(c.admin)).toEqual([]);
    const company = await listCompany(c.admin.actor, c.tenantId, days("2026-10-01", "2026-12-31"));
    expect(company.items.map((item) => item.eventId)).toEqual([
      byName.eventId,
      forSales.eventId,
      forSales.eventId,
      forSales.eventId,
    ]);
    expect(await sees(c.admin, byName)).toMatchObject({ invited: false, canEdit: true });
    expect(await code(() => listCompany(c.organizer.actor, c.tenantId, days("2026-10-01", "2026-12-31")))).toBe(
      "common.no_access",
    );
  });

  it("keeps other tenants out: 404 for the event, no_access for this company's lists", async () => {
    const other = await calendarCompany();
    expect(await code(() => getEvent(other.admin.actor, byName.id))).toBe("calendar.not_found");
    expect(await code(() => listCompany(other.admin.actor, c.tenantId, days("2026-10-01", "2026-10-31")))).toBe(
      "common.no_access",
    );
    expect((await listCompany(other.admin.actor, other.tenantId, days("2026-10-01", "2026-12-31"))).items).toEqual([]);
    expect(
      await code(() => listMine(other.named.actor, c.tenantId, c.named.userId, days("2026-10-01", "2026-10-31"))),
    ).toBe("common.no_access");
  });

  it("lists only the caller's own calendar", async () => {
    expect(
      await code(() => listMine(c.named.actor, c.tenantId, c.organizer.userId, days("2026-10-01", "2026-10-31"))),
    ).toBe("common.no_access");
    expect(
      await code(() =>
        listMine(c.named.actor, c.tenantId, c.named.userId, days("2026-10-01", "2026-10-31", "Mars/Base")),
      ),
    ).toBe("calendar.time_zone_invalid");
  });

  it("gives the event to someone moved into the department on their very next request", async () => {
    const mover = await member(c.tenantId, { rights: ["calendar"] });
    expect(await seenBy(mover)).toEqual([]);
    await addDeptUsers(c.admin.actor, { dept_id: c.east._id, users: [mover.userId] });
    expect(await seenBy(mover)).toHaveLength(3);
    expect(await sees(mover, forSales)).toMatchObject({ invited: true });
  });

  it("shows an occurrence with its own members to them only, and the range in the caller's zone", async () => {
    const second = `${forSales.eventId}_20261028`;
    await updateOccurrence(
      c.organizer.actor,
      second,
      eventBody({ name: "Sales weekly", date: "2026-10-28", members: { userIds: [c.outsider.userId] } }),
      NOW,
    );
    expect(await seenBy(c.outsider)).toEqual([second]);
    expect(await seenBy(c.seller)).toEqual([forSales.id, `${forSales.eventId}_20261104`]);
    expect(await sees(c.outsider, { ...forSales, id: second })).toMatchObject({ detached: true, invited: true });
    // 10:00 in Kyiv is 07:00 UTC: on the 21st in Kyiv and in UTC, but not in a zone 9 hours behind.
    const inAnchorage = await listMine(
      c.seller.actor,
      c.tenantId,
      c.seller.userId,
      days("2026-10-20", "2026-10-20", "America/Anchorage"),
    );
    expect(inAnchorage.items.map((item) => item.id)).toEqual([forSales.id]);
    const inKyiv = await listMine(c.seller.actor, c.tenantId, c.seller.userId, days("2026-10-20", "2026-10-20"));
    expect(inKyiv.items).toEqual([]);
  });
});
