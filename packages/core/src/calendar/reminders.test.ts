import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DomainEvent } from "../events";
import { captureEvents } from "../testing/capture";
import { reminderName, sendEventReminder } from "./reminders";
import { removeOccurrence, removeSeries } from "./remove";
import { handleCalendarEvent } from "./subscriber";
import { calendarCompany, eventBody, newEvent, NOW, recordingScheduler, type CalendarCompany } from "./test-support";
import { updateOccurrence } from "./update";

let c: CalendarCompany;
let published: DomainEvent[];
let scheduler: ReturnType<typeof recordingScheduler>;
beforeAll(async () => {
  c = await calendarCompany();
});
beforeEach(() => {
  published = captureEvents();
  scheduler = recordingScheduler();
});

/** Runs the subscriber on what the writes published (as the bus would), at `now`. */
async function deliver(now = NOW) {
  const events = published.splice(0).filter((event) => event.type.startsWith("event."));
  for (const event of events)
    await handleCalendarEvent(event.type, { ...(event.detail as object), tenantId: event.tenantId }, now);
}
const scheduleOf = (eventId: string) => scheduler.schedules.get(reminderName(c.tenantId, eventId));
const at = (iso: string) => new Date(iso);

describe("reminders: 10 minutes before, once, where the occurrence is now", () => {
  it("schedules the series' next occurrence and warns its people once, even when run twice", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Daily standup",
      members: { userIds: [c.named.userId] },
      repeat: { period: "day", count: 3 },
    });
    await deliver();
    const schedule = scheduleOf(series.eventId)!;
    expect(schedule).toMatchObject({
      name: `evrem-${c.tenantId}-${series.eventId}`,
      at: "2026-10-20T06:50:00.000Z",
      job: "calendar-reminder",
      payload: { tenantId: c.tenantId, occurrenceId: series.id, start: "2026-10-20T07:00:00Z" },
    });
    expect(schedule.name.length).toBeLessThanOrEqual(64);
    expect(await sendEventReminder(schedule.payload, at(schedule.at!))).toBe("warned 2");
    // The run set the next occurrence's schedule; a second run of the first one warns nobody.
    expect(scheduleOf(series.eventId)!.payload).toMatchObject({ occurrenceId: `${series.eventId}_20261021` });
    expect(await sendEventReminder(schedule.payload, at(schedule.at!))).toBe("warned 0");
  });

  it("follows a moved occurrence: the old time warns nobody, the new one does", async () => {
    const event = await newEvent(c.organizer.actor, { name: "Movable one", members: { userIds: [c.named.userId] } });
    await deliver();
    const before = scheduleOf(event.eventId)!;
    await updateOccurrence(
      c.organizer.actor,
      event.id,
      eventBody({ name: "Movable one", start: "15:00", end: "16:00", members: { userIds: [c.named.userId] } }),
      NOW,
    );
    await deliver();
    const after = scheduleOf(event.eventId)!;
    expect(after).toMatchObject({ at: "2026-10-20T11:50:00.000Z", payload: { start: "2026-10-20T12:00:00Z" } });
    expect(await sendEventReminder(before.payload, at(before.at!))).toBe("nothing due");
    expect(await sendEventReminder(after.payload, at(after.at!))).toBe("warned 2");
  });

  it("never warns of a cancelled occurrence or a deleted event; their schedule moves on or goes", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Cancelled soon",
      members: { userIds: [c.named.userId] },
      repeat: { period: "day", count: 2 },
    });
    await deliver();
    const first = scheduleOf(series.eventId)!;
    await removeOccurrence(c.organizer.actor, series.id, NOW);
    await deliver();
    expect(scheduleOf(series.eventId)!.payload).toMatchObject({ occurrenceId: `${series.eventId}_20261021` });
    expect(await sendEventReminder(first.payload, at(first.at!))).toBe("nothing due");
    await removeSeries(c.organizer.actor, `${series.eventId}_20261021`, "all", NOW);
    await deliver();
    expect(scheduleOf(series.eventId)).toBeUndefined();
    expect(await sendEventReminder(first.payload, at("2026-10-21T06:50:00Z"))).toBe("gone");
  });

  it("warns at once when the event starts in under 10 minutes", async () => {
    const now = at("2026-10-20T06:55:00Z"); // 09:55 in Kyiv
    const event = await newEvent(
      c.organizer.actor,
      { name: "Right away", members: { userIds: [c.named.userId] } },
      now,
    );
    await deliver(now);
    const schedule = scheduleOf(event.eventId)!;
    expect(schedule.at).toBe("2026-10-20T06:55:05.000Z");
    expect(await sendEventReminder(schedule.payload, at(schedule.at!))).toBe("warned 2");
    expect(scheduleOf(event.eventId)).toBeUndefined();
  });
});
