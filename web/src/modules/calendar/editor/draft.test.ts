import { describe, expect, it } from "vitest";
import { eventView, weeklyEvent } from "../testing";
import { bodyOf, changedDraft, draftOf, emptyDraft, validateDraft } from "./draft";
import { slotOf, slotOn } from "./slots";

const at = (iso: string) => new Date(iso);
const valid = () => ({
  ...emptyDraft({ date: "2026-11-20", start: "09:00", end: "10:00" }, "Europe/Riga"),
  name: "Design review",
  forAll: true,
});

describe("the editor's draft", () => {
  it("refuses a day or a start in the past by the clock of the event's zone", () => {
    // 08:00 UTC is 10:00 in Riga.
    const now = at("2026-11-20T08:00:00.000Z");
    expect(validateDraft(valid(), { now, checkPast: true })).toEqual({ start: "calendar.time_in_past" });
    expect(validateDraft({ ...valid(), start: "10:30", end: "11:00" }, { now, checkPast: true })).toEqual({});
    expect(validateDraft({ ...valid(), date: "2026-11-19" }, { now, checkPast: true })).toEqual({
      date: "calendar.date_in_past",
    });
    // An old event whose day and start are unchanged may still be fixed.
    expect(validateDraft({ ...valid(), date: "2026-11-19" }, { now, checkPast: false })).toEqual({});
  });

  it("reports a rule's gaps at the repeat editor", () => {
    const now = at("2026-11-01T00:00:00.000Z");
    const weekly = { ...valid(), repeat: { ...valid().repeat, period: "week" as const, weekdays: [] } };
    expect(validateDraft(weekly, { now, checkPast: true })).toEqual({ repeat: "calendar.repeat_incomplete" });
    const untilless = { ...valid(), repeat: { ...valid().repeat, period: "day" as const, ends: "until" as const } };
    expect(validateDraft(untilless, { now, checkPast: true })).toEqual({ repeat: "calendar.repeat_incomplete" });
  });

  it("moves untouched weekdays with the day; a rule skipping the chosen day needs the person's agreement", () => {
    const weekly = { ...valid(), repeat: { ...valid().repeat, period: "week" as const } };
    expect(changedDraft(weekly, { date: "2026-11-30" }).repeat.weekdays).toEqual(["MO"]);
    const chosen = { ...weekly, repeat: { ...weekly.repeat, weekdays: ["SA" as const], weekdaysChosen: true } };
    expect(changedDraft(chosen, { date: "2026-11-30" }).repeat.weekdays).toEqual(["SA"]);
    const now = at("2026-11-01T00:00:00.000Z");
    const startsSaturday = { ok: true as const, dates: ["2026-11-21", "2026-11-28"] };
    expect(validateDraft(chosen, { now, checkPast: true, series: startsSaturday })).toEqual({
      repeat: "calendar.date_not_in_repeat",
    });
    expect(bodyOf(chosen)).not.toHaveProperty("confirmFirstOccurrence");
    const agreed = { ...chosen, repeat: { ...chosen.repeat, confirmedStart: "2026-11-21" } };
    expect(validateDraft(agreed, { now, checkPast: true, series: startsSaturday })).toEqual({});
    expect(bodyOf(agreed)).toMatchObject({ confirmFirstOccurrence: true });
    expect(validateDraft(weekly, { now, checkPast: true, series: { ok: false, reason: "too_many" } })).toEqual({
      repeat: "calendar.too_many_occurrences",
    });
  });

  it("keeps a saved event's members and rule: everyone alone, people apart from audiences", () => {
    const event = weeklyEvent({
      members: { userIds: ["u2", "u3"], audiences: [{ kind: "city", city: "Riga" }] },
    });
    const draft = draftOf(event);
    expect(draft.recipients).toEqual([
      { kind: "city", city: "Riga" },
      { kind: "users", userIds: ["u2", "u3"] },
    ]);
    expect(bodyOf(draft)).toMatchObject({
      members: { userIds: ["u2", "u3"], audiences: [{ kind: "city", city: "Riga" }] },
      repeat: { period: "week", interval: 1, weekdays: ["MO"], count: 10 },
    });
    const everyone = draftOf(eventView({ members: { userIds: [], audiences: [{ kind: "all" }] } }));
    expect(everyone.forAll).toBe(true);
    expect(bodyOf({ ...everyone, recipients: [{ kind: "users", userIds: ["u2"] }] }).members).toEqual({
      userIds: [],
      audiences: [{ kind: "all" }],
    });
  });

  it("starts a new event at the next whole hour today, at 09:00 another day, at a chosen time in the week", () => {
    expect(slotOn("2026-11-20", at("2026-11-20T08:20:00.000Z"))).toEqual({
      date: "2026-11-20",
      start: "09:00",
      end: "10:00",
    });
    expect(slotOn("2026-11-20", at("2026-11-20T22:10:00.000Z"))).toEqual({
      date: "2026-11-20",
      start: "23:00",
      end: "23:59",
    });
    expect(slotOn("2026-11-20", at("2026-11-20T23:10:00.000Z")).date).toBe("2026-11-21");
    expect(slotOn("2026-11-25", at("2026-11-20T08:00:00.000Z"))).toEqual({
      date: "2026-11-25",
      start: "09:00",
      end: "10:00",
    });
    const selection = { start: at("2026-11-24T13:30:00.000Z"), end: at("2026-11-24T15:00:00.000Z"), allDay: false };
    expect(slotOf(selection, at("2026-11-20T08:00:00.000Z"))).toEqual({
      date: "2026-11-24",
      start: "13:30",
      end: "15:00",
    });
  });
});
