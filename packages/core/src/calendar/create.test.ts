import { beforeAll, describe, expect, it } from "vitest";
import { capture } from "../testing/capture";
import { removeEmployee } from "../users";
import { member } from "../users/test-support";
import { getEvent } from "./get";
import { calendarCompany, newEvent, NOW, seenBy, storedIn, type CalendarCompany } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;

// A tenant of its own: "nothing written" means its calendar stays empty.
let c: CalendarCompany;
beforeAll(async () => {
  c = await calendarCompany();
});

describe("creating: every refusal has its code and writes nothing", () => {
  it("refuses an unknown zone, a past day, a start already passed today (in the event's zone)", async () => {
    const create = (input: Parameters<typeof newEvent>[1]) =>
      code(() => newEvent(c.organizer.actor, { members: { userIds: [c.named.userId] }, ...input }));
    expect(await create({ timeZone: "Mars/Olympus" })).toBe("calendar.time_zone_invalid");
    expect(await create({ timeZone: "+03:00" })).toBe("calendar.time_zone_invalid");
    // NOW is 2026-10-01 09:00 UTC: 12:00 in Kyiv.
    expect(await create({ date: "2026-09-30" })).toBe("calendar.date_in_past");
    expect(await create({ date: "2026-10-01", start: "11:30", end: "12:30" })).toBe("calendar.time_in_past");
    // Already 23:00 on the 1st in Kiritimati (UTC+14); only 02:00 in Los Angeles.
    expect(await create({ date: "2026-10-01", start: "22:00", end: "22:30", timeZone: "Pacific/Kiritimati" })).toBe(
      "calendar.time_in_past",
    );
    expect(await create({ date: "2026-09-30", start: "22:00", end: "23:00", timeZone: "Pacific/Kiritimati" })).toBe(
      "calendar.date_in_past",
    );
    expect(await create({ repeat: { period: "day", until: "2028-01-01" } })).toBe("calendar.too_many_occurrences");
    expect(await create({ repeat: { period: "week", weekdays: ["MO"], until: "2026-10-25" } })).toBe(
      "calendar.repeat_incomplete",
    );
    expect(await storedIn(c.tenantId, c.organizer.userId)).toEqual({ events: 0, companyEntries: 0, personEntries: 0 });
  });

  it("refuses named people who are not active people of this company", async () => {
    const gone = await member(c.tenantId);
    await removeEmployee(c.admin.actor, gone.userId);
    const stranger = await member((await calendarCompany()).tenantId);
    for (const userId of [gone.userId, stranger.userId, "NOSUCHUSER"])
      expect(await code(() => newEvent(c.organizer.actor, { members: { userIds: [c.named.userId, userId] } }))).toBe(
        "common.validation",
      );
    expect(await storedIn(c.tenantId, c.organizer.userId)).toEqual({ events: 0, companyEntries: 0, personEntries: 0 });
  });

  it("accepts this very minute and a day that is still today elsewhere", async () => {
    const now = await newEvent(c.organizer.actor, {
      members: { userIds: [c.named.userId] },
      date: "2026-10-01",
      start: "12:00",
      end: "12:30",
    });
    const la = await newEvent(c.organizer.actor, {
      members: { userIds: [c.named.userId] },
      date: "2026-10-01",
      start: "03:00",
      end: "04:00",
      timeZone: "America/Los_Angeles",
    });
    expect(la).toMatchObject({ start: "2026-10-01T10:00:00Z", end: "2026-10-01T11:00:00Z", recurring: false });
    expect(await seenBy(c.named, "2026-10-01", "2026-10-01")).toEqual([now.id, la.id]);
    expect((await getEvent(c.named.actor, la.id)).createdAt).toBe(NOW.toISOString());
  });
});
