import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DomainEvent } from "../events";
import { listMyNotifications } from "../notifications";
import { captureEvents } from "../testing/capture";
import type { Member } from "../users/test-support";
import { removeSeries } from "./remove";
import { handleCalendarEvent } from "./subscriber";
import { recordsOf } from "./store";
import {
  calendarCompany,
  eventBody,
  newEvent,
  NOW,
  recordingScheduler,
  storedIn,
  type CalendarCompany,
} from "./test-support";
import { updateOccurrence } from "./update";

let c: CalendarCompany;
let published: DomainEvent[];
beforeAll(async () => {
  c = await calendarCompany();
});
beforeEach(() => {
  published = captureEvents();
  recordingScheduler();
});

async function deliver(times = 1) {
  const events = published.splice(0).filter((event) => event.type.startsWith("event."));
  for (let round = 0; round < times; round++)
    for (const event of events)
      await handleCalendarEvent(event.type, { ...(event.detail as object), tenantId: event.tenantId }, NOW);
}
/** The event templates a person was notified with, oldest first. */
const told = async (person: Member) =>
  (await listMyNotifications(person.actor, c.tenantId, { section: "events" })).items
    .map((item) => `${item.template}:${item.params?.event}`)
    .reverse();

describe("the subscriber tells each person what the change is to them", () => {
  it("invites, then tells who was added, removed, kept — never the one who changed it, never twice", async () => {
    const members = { userIds: [c.named.userId], audiences: [{ kind: "department" as const, deptId: c.sales._id }] };
    const event = await newEvent(c.organizer.actor, { name: "Quarterly review", members });
    await deliver(2);
    expect(await told(c.named)).toEqual(["event.invited:Quarterly review"]);
    expect(await told(c.seller)).toEqual(["event.invited:Quarterly review"]);
    expect(await told(c.organizer)).toEqual([]);
    await updateOccurrence(
      c.admin.actor,
      event.id,
      eventBody({
        name: "Quarterly review",
        start: "12:00",
        end: "13:00",
        members: { userIds: [c.outsider.userId], audiences: members.audiences },
      }),
      NOW,
    );
    await deliver(2);
    expect(await told(c.named)).toEqual(["event.invited:Quarterly review", "event.cancelled:Quarterly review"]);
    expect(await told(c.seller)).toEqual(["event.invited:Quarterly review", "event.moved:Quarterly review"]);
    expect(await told(c.outsider)).toEqual(["event.invited:Quarterly review"]);
    expect(await told(c.organizer)).toEqual(["event.moved:Quarterly review"]);
    const item = (await listMyNotifications(c.seller.actor, c.tenantId, { section: "events" })).items[0]!;
    expect(item).toMatchObject({ link: `/calendar/?event=${encodeURIComponent(event.id)}`, actor: c.admin.userId });
    // The time is a value, written in the reader's format (issue 31 item 10), not "2026-10-20 12:00–13:00 (Europe/Kyiv)".
    expect(item.params).toMatchObject({
      when: { slot: { date: "2026-10-20", startTime: "12:00", endTime: "13:00", timeZone: "Europe/Kyiv" } },
    });
    expect(item.body).toMatch(/^October 20(, 2026)?, 12:00\s–\s1:00\sPM \(GMT\+3\)$/);
  });

  it("purges a deleted series' records and entries, cancels for its people, and is idempotent", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Doomed series",
      members: { userIds: [c.named.userId] },
      repeat: { period: "day", count: 5 },
    });
    await deliver();
    const before = await storedIn(c.tenantId, c.named.userId);
    await removeSeries(c.organizer.actor, series.id, "all", NOW);
    await deliver(2);
    expect(await recordsOf(c.tenantId, series.eventId)).toEqual([]);
    const after = await storedIn(c.tenantId, c.named.userId);
    expect(before.personEntries - after.personEntries).toBe(5);
    expect(before.companyEntries - after.companyEntries).toBe(5);
    expect((await told(c.named)).filter((entry) => entry.endsWith("Doomed series"))).toEqual([
      "event.invited:Doomed series",
      "event.cancelled:Doomed series",
    ]);
  });

  it("ignores what is not its own or not well formed", async () => {
    expect(await handleCalendarEvent("poll.created", {})).toBe("ignored");
    expect(await handleCalendarEvent("event.changed", { tenantId: c.tenantId })).toBe("ignored");
  });
});
