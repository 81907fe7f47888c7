import { beforeAll, describe, expect, it } from "vitest";
import { capture } from "../testing/capture";
import { getEvent } from "./get";
import { removeOccurrence, removeSeries } from "./remove";
import { updateSeries } from "./series";
import { updateOccurrence } from "./update";
import { calendarCompany, eventBody, newEvent, NOW, seenBy, seriesBody, type CalendarCompany } from "./test-support";

const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const idsOf = (eventId: string, ...days: string[]) => days.map((day) => `${eventId}_${day}`);
/** What `named` sees of these events (the tests share one company). */
const seenOf = async (...eventIds: string[]) =>
  (await seenBy(c.named)).filter((id) => eventIds.some((eventId) => id.startsWith(`${eventId}_`)));

let c: CalendarCompany;
beforeAll(async () => {
  c = await calendarCompany();
});

/** Weekly on Tuesdays at 10:00 Kyiv, 4 times from 20 October, for `named`. */
const weekly = (name = "Weekly") =>
  newEvent(c.organizer.actor, {
    name,
    members: { userIds: [c.named.userId] },
    repeat: { period: "week", weekdays: ["TU"], count: 4 },
  });
const TUESDAYS = ["20261020", "20261027", "20261103", "20261110"];
const named = () => ({ userIds: [c.named.userId] });

describe("series: one occurrence, the following ones, all of them", () => {
  it("cancels one occurrence and keeps the rest; the last one takes the event with it", async () => {
    const series = await weekly();
    const [first, second, third, fourth] = idsOf(series.eventId, ...TUESDAYS);
    await removeOccurrence(c.organizer.actor, second!, NOW);
    expect(await seenOf(series.eventId)).toEqual([first, third, fourth]);
    expect(await code(() => getEvent(c.named.actor, second!))).toBe("calendar.not_found");
    expect((await getEvent(c.named.actor, third!)).occurrences).toBe(3);
    for (const id of [first, third]) await removeOccurrence(c.organizer.actor, id!, NOW);
    await removeOccurrence(c.organizer.actor, fourth!, NOW);
    expect(await seenOf(series.eventId)).toEqual([]);
    expect(await code(() => getEvent(c.organizer.actor, fourth!))).toBe("calendar.not_found");
  });

  it("changes one occurrence on its own; the series keeps its fields", async () => {
    const series = await weekly();
    const [, second] = idsOf(series.eventId, ...TUESDAYS);
    const moved = await updateOccurrence(
      c.organizer.actor,
      second!,
      eventBody({
        name: "Moved away",
        date: "2026-10-29",
        start: "15:00",
        end: "16:00",
        members: { userIds: [c.named.userId] },
      }),
      NOW,
    );
    expect(moved).toMatchObject({
      id: second,
      name: "Moved away",
      date: "2026-10-29",
      detached: true,
      recurring: true,
    });
    expect(moved.start).toBe("2026-10-29T13:00:00Z");
    expect((await getEvent(c.named.actor, series.id)).name).toBe("Weekly");
    expect(await seenOf(series.eventId)).toEqual(idsOf(series.eventId, ...TUESDAYS));
  });

  it("rewrites all of it: new times everywhere, own changes reset, cancelled days stay cancelled", async () => {
    const series = await weekly();
    const [first, second, third] = idsOf(series.eventId, ...TUESDAYS);
    await removeOccurrence(c.organizer.actor, third!, NOW);
    await updateOccurrence(
      c.organizer.actor,
      second!,
      eventBody({ name: "Own change", date: "2026-10-27", members: { userIds: [c.named.userId] } }),
      NOW,
    );
    const all = await updateSeries(
      c.organizer.actor,
      second!,
      seriesBody({ name: "Renamed", start: "14:00", end: "15:00", members: { userIds: [c.named.userId] } }),
      NOW,
    );
    expect(all).toMatchObject({ id: second, name: "Renamed", startTime: "14:00", detached: false, occurrences: 3 });
    expect(await seenOf(series.eventId)).toEqual(idsOf(series.eventId, "20261020", "20261027", "20261110"));
    expect((await getEvent(c.named.actor, first!)).start).toBe("2026-10-20T11:00:00Z");
  });

  it("splits at an occurrence: the old series ends the day before, a new one carries the change", async () => {
    const series = await weekly("Before");
    const [first, second, third] = idsOf(series.eventId, ...TUESDAYS);
    const following = await updateSeries(
      c.organizer.actor,
      third!,
      seriesBody({
        name: "After split",
        date: "2026-11-05",
        scope: "following",
        repeat: { period: "week", weekdays: ["TH"], count: 2 },
        members: { userIds: [c.named.userId] },
      }),
      NOW,
    );
    expect(following.eventId).not.toBe(series.eventId);
    expect(following).toMatchObject({ name: "After split", date: "2026-11-05", occurrences: 2 });
    expect(await seenOf(series.eventId, following.eventId)).toEqual([
      first,
      second,
      ...idsOf(following.eventId, "20261105", "20261112"),
    ]);
    expect(await getEvent(c.named.actor, first!)).toMatchObject({
      name: "Before",
      occurrences: 2,
      repeat: { period: "week", weekdays: ["TU"], until: "2026-11-02" },
    });
    expect(await code(() => getEvent(c.named.actor, third!))).toBe("calendar.not_found");
    // The shortened series rewritten whole runs by its new rule again (the cut is lifted).
    await updateSeries(c.organizer.actor, first!, seriesBody({ name: "Before again", members: named() }), NOW);
    expect(await seenOf(series.eventId)).toEqual(idsOf(series.eventId, ...TUESDAYS));
  });

  it("cancels the following occurrences, or all of them", async () => {
    const series = await weekly();
    const [first, second, third] = idsOf(series.eventId, ...TUESDAYS);
    await removeSeries(c.organizer.actor, third!, "following", NOW);
    expect(await seenOf(series.eventId)).toEqual([first, second]);
    await removeSeries(c.organizer.actor, second!, "all", NOW);
    expect(await seenOf(series.eventId)).toEqual([]);
  });

  it("refuses what does not fit: not a series, not the organizer, not visible, a past new start", async () => {
    const single = await newEvent(c.organizer.actor, { members: { userIds: [c.named.userId] } });
    const series = await weekly();
    const body = seriesBody({ members: { userIds: [c.named.userId] } });
    expect(await code(() => updateSeries(c.organizer.actor, single.id, body, NOW))).toBe("calendar.not_recurring");
    expect(await code(() => removeSeries(c.organizer.actor, single.id, "all", NOW))).toBe("calendar.not_recurring");
    expect(await code(() => updateSeries(c.named.actor, series.id, body, NOW))).toBe("calendar.edit_denied");
    expect(await code(() => removeOccurrence(c.named.actor, series.id, NOW))).toBe("calendar.edit_denied");
    expect(await code(() => removeOccurrence(c.outsider.actor, series.id, NOW))).toBe("calendar.not_found");
    const past = seriesBody({ date: "2026-09-29", scope: "following", members: { userIds: [c.named.userId] } });
    expect(await code(() => updateSeries(c.organizer.actor, `${series.eventId}_20261027`, past, NOW))).toBe(
      "calendar.date_in_past",
    );
    // An admin may change anyone's event; an edit of a past occurrence that does not move it is fine.
    const later = new Date("2026-10-21T00:00:00Z");
    const renamed = await updateOccurrence(
      c.admin.actor,
      series.id,
      eventBody({ name: "Looked back", members: { userIds: [c.named.userId] } }),
      later,
    );
    expect(renamed).toMatchObject({ name: "Looked back", canEdit: true });
    expect(await seenBy(c.named)).toEqual(expect.arrayContaining([single.id, series.id]));
  });
});
