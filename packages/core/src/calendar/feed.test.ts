import ICAL from "ical.js";
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

/**
 * What a calendar app reads: each event's occurrences (its first `max`) as UTC instants, by summary,
 * through ical.js. A TZID without its VTIMEZONE in the file reads as floating (the reader's clock).
 */
function instantsBySummary(text: string, max = 3): Record<string, string[]> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const found: Record<string, string[]> = {};
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
    const starts: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && starts.length < max; next = iterator.next())
      starts.push(next.toJSDate().toISOString());
    (found[event.summary] ??= []).push(...starts);
  }
  return found;
}

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

describe("times that every calendar app reads alike (VTIMEZONE)", () => {
  const london = { timeZone: "Europe/London", start: "10:00", end: "11:00" };
  const events = () => [
    // British Summer Time: 10:00 in London is 09:00 UTC.
    { ...london, name: "London summer", date: "2027-07-15" },
    { name: "New York winter", date: "2026-12-15", start: "09:00", end: "10:00", timeZone: "America/New_York" },
    { name: "Kyiv autumn", date: "2026-10-20", start: "10:00", end: "11:00", timeZone: "Europe/Kyiv" },
  ];

  it("gives each zone its VTIMEZONE: the .ics file's times come back at their UTC instants", async () => {
    const [summer, newYork, kyiv] = await Promise.all(
      events().map((input) => newEvent(c.organizer.actor, { members: { userIds: [c.named.userId] }, ...input })),
    );
    // A weekly London series across the spring clock change (28 March 2027).
    const spring = await newEvent(c.organizer.actor, {
      ...london,
      name: "London spring",
      date: "2027-03-22",
      members: { userIds: [c.named.userId] },
      repeat: { period: "week", weekdays: ["MO"], count: 3 },
    });
    const read = async (id: string) => instantsBySummary((await eventIcs(c.named.actor, id)).content);
    expect(await read(summer!.id)).toEqual({ "London summer": ["2027-07-15T09:00:00.000Z"] });
    expect(await read(newYork!.id)).toEqual({ "New York winter": ["2026-12-15T14:00:00.000Z"] });
    expect(await read(kyiv!.id)).toEqual({ "Kyiv autumn": ["2026-10-20T07:00:00.000Z"] });
    expect(await read(spring.id)).toEqual({
      "London spring": ["2027-03-22T10:00:00.000Z", "2027-03-29T09:00:00.000Z", "2027-04-05T09:00:00.000Z"],
    });
    const file = (await eventIcs(c.named.actor, summer!.id)).content;
    expect(file.match(/BEGIN:VTIMEZONE\r\nTZID:Europe\/London\r\n/g)).toHaveLength(1);
  });

  it("does the same in the private feed, one VTIMEZONE per zone", async () => {
    const person = await member(c.tenantId, { rights: ["calendar"] });
    await Promise.all(
      events().map((input) => newEvent(c.organizer.actor, { ...input, members: { userIds: [person.userId] } })),
    );
    const text = await icalFeed(tokenOf((await renewFeed(person.actor)).url!), NOW);
    expect(instantsBySummary(text)).toEqual({
      "London summer": ["2027-07-15T09:00:00.000Z"],
      "New York winter": ["2026-12-15T14:00:00.000Z"],
      "Kyiv autumn": ["2026-10-20T07:00:00.000Z"],
    });
    for (const zone of ["Europe/London", "America/New_York", "Europe/Kyiv"])
      expect(text.split(`BEGIN:VTIMEZONE\r\nTZID:${zone}\r\n`)).toHaveLength(2);
  });
});
