import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "../platform";
import { capture } from "../testing/capture";
import { db } from "./entities";
import { getEvent } from "./get";
import { occurrenceRecord, putRecords } from "./records";
import { updateSeries } from "./series";
import { findSeries, recordsOf } from "./store";
import { calendarCompany, eventBody, newEvent, NOW, seenBy, seriesBody, type CalendarCompany } from "./test-support";
import { updateOccurrence } from "./update";

let c: CalendarCompany;
beforeAll(async () => {
  c = await calendarCompany();
});

const named = () => ({ userIds: [c.named.userId] });
const seenOf = async (eventId: string) => (await seenBy(c.named)).filter((id) => id.startsWith(`${eventId}_`));
const slot = {
  date: "2026-10-22",
  startTime: "18:00",
  endTime: "19:00",
  timeZone: "Europe/Kyiv",
  start: "2026-10-22T15:00:00Z",
  end: "2026-10-22T16:00:00Z",
};

describe("a write that dies halfway shows nothing of itself", () => {
  it("ignores records written for a version the series never took (died before the flip)", async () => {
    const event = await newEvent(c.organizer.actor, { name: "Steady one", members: named() });
    const series = (await findSeries(c.tenantId, event.eventId))!;
    const pending = occurrenceRecord({ ...series, name: "Half written" }, event.id, slot, { version: newId() });
    await putRecords({ ...series, name: "Half written" }, [pending]);
    expect(await seenOf(event.eventId)).toEqual([event.id]);
    expect(await getEvent(c.named.actor, event.id)).toMatchObject({ name: "Steady one", startTime: "10:00" });
    const listed = await seenBy(c.named, "2026-10-22", "2026-10-22");
    expect(listed).not.toContain(event.id);
  });

  it("shows only the new write once the flip happened, even before the old records are gone", async () => {
    const event = await newEvent(c.organizer.actor, { name: "Flipped one", members: named() });
    const series = (await findSeries(c.tenantId, event.eventId))!;
    const version = newId();
    const next = occurrenceRecord({ ...series, name: "Flipped two" }, event.id, slot, { version });
    await putRecords({ ...series, name: "Flipped two" }, [next]);
    await db()
      .entities.calEvent.patch({ clientId: c.tenantId, eventId: event.eventId })
      .set({ version, stamp: version, name: "Flipped two" })
      .go();
    expect(await recordsOf(c.tenantId, event.eventId)).toHaveLength(2); // the old one is still there
    expect(await seenOf(event.eventId)).toEqual([event.id]);
    expect(await seenBy(c.named, "2026-10-20", "2026-10-20")).not.toContain(event.id);
    expect(await getEvent(c.named.actor, event.id)).toMatchObject({ name: "Flipped two", startTime: "18:00" });
  });

  it("shows nothing of a split whose new series was never created", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Unsplit series",
      members: named(),
      repeat: { period: "day", count: 3 },
    });
    const orphanId = newId();
    const half = {
      clientId: c.tenantId,
      eventId: orphanId,
      organizerId: c.organizer.userId,
      name: "Orphan half",
      description: "",
      color: "red" as const,
      link: "",
      comment: "",
      members: named(),
      repeat: { period: "day", count: 2 },
    };
    await putRecords(half, [occurrenceRecord(half, `${orphanId}_20261022`, slot, { version: newId() })]);
    const day = await seenBy(c.named, "2026-10-22", "2026-10-22");
    expect(day).toContain(`${series.eventId}_20261022`);
    expect(day).not.toContain(`${orphanId}_20261022`);
  });
});

describe("two edits of one event at once: exactly one wins", () => {
  const outcomes = async (edits: Array<() => Promise<unknown>>) => {
    const results = await Promise.all(edits.map((edit) => capture(edit)));
    return results.map((result) => result.code ?? "ok").sort();
  };

  it("refuses the second edit of a one-off event with calendar.edit_conflict and leaves no trace of it", async () => {
    const event = await newEvent(c.organizer.actor, { name: "Contested", members: named() });
    const edit = (name: string, start: string) => () =>
      updateOccurrence(c.organizer.actor, event.id, eventBody({ name, start, end: "20:00", members: named() }), NOW);
    expect(await outcomes([edit("Edit number one", "17:00"), edit("Edit number two", "18:00")])).toEqual([
      "calendar.edit_conflict",
      "ok",
    ]);
    const shown = await getEvent(c.named.actor, event.id);
    expect(["Edit number one", "Edit number two"]).toContain(shown.name);
    expect(await seenOf(event.eventId)).toEqual([event.id]);
    expect(await recordsOf(c.tenantId, event.eventId)).toHaveLength(1);
  });

  it("refuses the second of two series rewrites, and of two changes of one occurrence", async () => {
    const series = await newEvent(c.organizer.actor, {
      name: "Contested series",
      members: named(),
      repeat: { period: "week", weekdays: ["TU"], count: 4 },
    });
    const rewrite = (start: string) => () =>
      updateSeries(
        c.organizer.actor,
        series.id,
        seriesBody({ name: "Rewritten", start, end: "20:00", members: named() }),
        NOW,
      );
    expect(await outcomes([rewrite("17:00"), rewrite("18:00")])).toEqual(["calendar.edit_conflict", "ok"]);
    expect(await seenOf(series.eventId)).toHaveLength(4);
    expect(await recordsOf(c.tenantId, series.eventId)).toHaveLength(4);
    const second = `${series.eventId}_20261027`;
    const own = (name: string) => () =>
      updateOccurrence(c.organizer.actor, second, eventBody({ name, date: "2026-10-27", members: named() }), NOW);
    expect(await outcomes([own("Own change one"), own("Own change two")])).toEqual(["calendar.edit_conflict", "ok"]);
    expect(await recordsOf(c.tenantId, series.eventId)).toHaveLength(4);
  });
});
