import { beforeAll, describe, expect, it } from "vitest";
import { capture } from "../testing/capture";
import { removeEmployee } from "../users";
import { member } from "../users/test-support";
import { feedOf, icalFeed, renewFeed, revokeFeed } from "./feed";
import { eventIcs } from "./ics";
import { removeOccurrence } from "./remove";
import { calendarCompany, eventBody, newEvent, NOW, type CalendarCompany } from "./test-support";
import { updateOccurrence } from "./update";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const veventsOf = (text: string) => text.split("BEGIN:VEVENT").length - 1;

let c: CalendarCompany;
beforeAll(async () => {
  c = await calendarCompany();
});

describe("the private feed", () => {
  it("is off until turned on; renewing replaces the address, revoking ends it", async () => {
    const person = await member(c.tenantId, { rights: ["calendar"] });
    expect(await feedOf(person.actor)).toEqual({ url: null, createdAt: null });
    const first = await renewFeed(person.actor);
    expect(first.url).toMatch(/\/api\/calendar\/ical\/[A-Za-z0-9_-]{20,80}\.ics$/);
    expect(tokenOf(first.url!).startsWith(`${c.tenantId}_`)).toBe(true);
    expect(await feedOf(person.actor)).toEqual(first);
    expect(await icalFeed(tokenOf(first.url!), NOW)).toContain("BEGIN:VCALENDAR");
    const second = await renewFeed(person.actor);
    expect(await code(() => icalFeed(tokenOf(first.url!), NOW))).toBe("calendar.not_found");
    expect(await icalFeed(tokenOf(second.url!), NOW)).toContain("BEGIN:VCALENDAR");
    await revokeFeed(person.actor);
    expect(await feedOf(person.actor)).toEqual({ url: null, createdAt: null });
    expect(await code(() => icalFeed(tokenOf(second.url!), NOW))).toBe("calendar.not_found");
    expect(await code(() => icalFeed(`${c.tenantId}_${"x".repeat(43)}`, NOW))).toBe("calendar.not_found");
    expect(await code(() => icalFeed("no-tenant-in-this-token", NOW))).toBe("calendar.not_found");
  });

  it("carries exactly the person's occurrences, and stops for a person who left", async () => {
    const person = await member(c.tenantId, { rights: ["calendar"] });
    const url = (await renewFeed(person.actor)).url!;
    const series = await newEvent(c.organizer.actor, {
      name: "Feed series",
      members: { userIds: [person.userId] },
      repeat: { period: "day", count: 3 },
      link: "https://meet.example.com/feed",
    });
    await newEvent(c.organizer.actor, { name: "Not for them", members: { userIds: [c.named.userId] } });
    const text = await icalFeed(tokenOf(url), NOW);
    expect(veventsOf(text)).toBe(3);
    expect(text).toContain(`UID:${series.id}@intranet`);
    expect(text).toContain("DTSTART;TZID=Europe/Kyiv:20261021T100000");
    expect(text).toContain("URL;VALUE=URI:https://meet.example.com/feed");
    expect(text).not.toContain("Not for them");
    await removeEmployee(c.admin.actor, person.userId);
    expect(await code(() => icalFeed(tokenOf(url), NOW))).toBe("calendar.not_found");
  });
});

describe("an event as an .ics file", () => {
  it("writes a series once with its rule, cancelled days and own changes, in its zone", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Ics series",
      description: "Agenda",
      members: { userIds: [c.named.userId] },
      repeat: { period: "week", weekdays: ["TU"], count: 4 },
    });
    await removeOccurrence(c.organizer.actor, `${series.eventId}_20261027`, NOW);
    await updateOccurrence(
      c.organizer.actor,
      `${series.eventId}_20261103`,
      eventBody({ name: "Ics moved", date: "2026-11-04", members: { userIds: [c.named.userId] } }),
      NOW,
    );
    const file = await eventIcs(c.named.actor, series.id);
    expect(file.fileName).toBe("Ics series.ics");
    expect(veventsOf(file.content)).toBe(2);
    for (const line of [
      `UID:${series.eventId}@intranet`,
      "DTSTART;TZID=Europe/Kyiv:20261020T100000",
      "DTEND;TZID=Europe/Kyiv:20261020T110000",
      "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4",
      "EXDATE;TZID=Europe/Kyiv:20261027T100000",
      "RECURRENCE-ID;TZID=Europe/Kyiv:20261103T100000",
      "DTSTART;TZID=Europe/Kyiv:20261104T100000",
      "SUMMARY:Ics moved",
      "DESCRIPTION:Agenda",
    ])
      expect(file.content).toContain(line);
    expect(await code(() => eventIcs(c.outsider.actor, series.id))).toBe("calendar.not_found");
  });
});
