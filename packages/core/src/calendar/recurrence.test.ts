import { describe, expect, it } from "vitest";
import { repeatSchema, type RepeatInput } from "@intranet/contracts/calendar";
import * as z from "zod/mini";
import { capture } from "../testing/capture";
import { loadZoned, planSeries } from "./plan";
import { ruleText } from "./recurrence";

// Rules and their expansion, without the table: days in the event's zone, instants in UTC.
const plan = async (
  date: string,
  start: string,
  timeZone: string,
  repeat: RepeatInput,
  end = "23:00",
  confirmed = false,
) => planSeries(await loadZoned(), "EVENT", { date, start, end, timeZone }, z.parse(repeatSchema, repeat), confirmed);
const daysOf = async (...args: Parameters<typeof plan>) => (await plan(...args)).slots.map((s) => s.slot.date);
const startsOf = async (...args: Parameters<typeof plan>) => (await plan(...args)).slots.map((s) => s.slot.start);
const refusal = async (...args: Parameters<typeof plan>) => (await capture(() => plan(...args))).code;

describe("recurrence: periods, intervals, weekdays, ends", () => {
  it("repeats daily, every other day, until a day (included, in the event's zone)", async () => {
    expect(await daysOf("2026-10-20", "10:00", "Europe/Kyiv", { period: "day", count: 3 })).toEqual([
      "2026-10-20",
      "2026-10-21",
      "2026-10-22",
    ]);
    expect(
      await daysOf("2026-10-20", "23:30", "Europe/Kyiv", { period: "day", interval: 2, until: "2026-10-26" }, "23:45"),
    ).toEqual(["2026-10-20", "2026-10-22", "2026-10-24", "2026-10-26"]);
  });

  it("repeats weekly on weekdays, every other week, and starts at the first matching day once confirmed", async () => {
    const repeat = { period: "week" as const, interval: 2, weekdays: ["MO" as const, "FR" as const], count: 4 };
    // A Wednesday with Monday and Friday: the series would not start on the day chosen (issue 31).
    expect(await refusal("2026-10-21", "09:00", "Europe/Kyiv", repeat)).toBe("calendar.date_not_in_repeat");
    const weekly = await plan("2026-10-21", "09:00", "Europe/Kyiv", repeat, "23:00", true);
    // Confirmed: the Friday of that week is the first occurrence.
    expect(weekly.slots.map((s) => s.slot.date)).toEqual(["2026-10-23", "2026-11-02", "2026-11-06", "2026-11-16"]);
    expect(weekly.date).toBe("2026-10-23");
    expect(weekly.rule).toBe(
      "DTSTART;TZID=Europe/Kyiv:20261023T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;COUNT=4",
    );
    expect(weekly.slots[0]!.occurrenceId).toBe("EVENT_20261023");
  });

  it("repeats monthly and yearly (RFC 5545: a day a month lacks is skipped)", async () => {
    expect(await daysOf("2026-10-15", "10:00", "UTC", { period: "month", count: 3 })).toEqual([
      "2026-10-15",
      "2026-11-15",
      "2026-12-15",
    ]);
    expect(await daysOf("2027-01-31", "10:00", "UTC", { period: "month", count: 3 })).toEqual([
      "2027-01-31",
      "2027-03-31",
      "2027-05-31",
    ]);
    expect(await daysOf("2026-12-01", "10:00", "UTC", { period: "year", interval: 2, until: "2031-01-01" })).toEqual([
      "2026-12-01",
      "2028-12-01",
      "2030-12-01",
    ]);
  });

  it("writes UNTIL as the last second of that day in the zone, in UTC", async () => {
    const repeat = z.parse(repeatSchema, { period: "week", weekdays: ["TU"], until: "2026-11-10" });
    expect(ruleText("2026-10-20", "10:00", "Europe/Kyiv", repeat)).toBe(
      "DTSTART;TZID=Europe/Kyiv:20261020T100000\nRRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261110T215959Z",
    );
  });
});

describe("recurrence: the chosen day opens the series", () => {
  it("starts a weekly rule on the chosen Monday when Monday is ticked, and refuses it when only Saturday is", async () => {
    const monday = "2026-11-30";
    expect(await daysOf(monday, "10:00", "Europe/London", { period: "week", weekdays: ["MO"], count: 2 })).toEqual([
      monday,
      "2026-12-07",
    ]);
    expect(await refusal(monday, "10:00", "Europe/London", { period: "week", weekdays: ["SA"], count: 2 })).toBe(
      "calendar.date_not_in_repeat",
    );
  });
});

describe("recurrence: the wall time survives clock changes", () => {
  it("keeps a weekly 10:00 in Kyiv at 10:00 across the October and March changes", async () => {
    const autumn = { period: "week" as const, weekdays: ["MO" as const], count: 3 };
    expect(await startsOf("2026-10-19", "10:00", "Europe/Kyiv", autumn)).toEqual([
      "2026-10-19T07:00:00Z",
      "2026-10-26T08:00:00Z",
      "2026-11-02T08:00:00Z",
    ]);
    expect(await startsOf("2027-03-22", "10:00", "Europe/Kyiv", autumn)).toEqual([
      "2027-03-22T08:00:00Z",
      "2027-03-29T07:00:00Z",
      "2027-04-05T07:00:00Z",
    ]);
  });

  it("keeps 09:00 in New York across its own changes (other weeks than Europe's)", async () => {
    const weekly = { period: "week" as const, weekdays: ["MO" as const], count: 2 };
    expect(await startsOf("2026-10-26", "09:00", "America/New_York", weekly)).toEqual([
      "2026-10-26T13:00:00Z",
      "2026-11-02T14:00:00Z",
    ]);
    expect(await startsOf("2027-03-08", "09:00", "America/New_York", weekly)).toEqual([
      "2027-03-08T14:00:00Z",
      "2027-03-15T13:00:00Z",
    ]);
  });

  it("has nothing to shift in Moscow (no daylight saving)", async () => {
    const starts = await startsOf("2026-10-19", "10:00", "Europe/Moscow", { period: "month", count: 7 });
    expect(new Set(starts.map((start) => start.slice(11)))).toEqual(new Set(["07:00:00Z"]));
  });
});

describe("recurrence: limits", () => {
  it("refuses more than 366 occurrences or a series running past 5 years", async () => {
    expect(await refusal("2026-10-20", "10:00", "UTC", { period: "day", until: "2027-12-31" })).toBe(
      "calendar.too_many_occurrences",
    );
    expect(await refusal("2026-10-20", "10:00", "UTC", { period: "month", count: 62 })).toBe(
      "calendar.too_many_occurrences",
    );
    expect(await refusal("2026-10-20", "10:00", "UTC", { period: "year", until: "2033-01-01" })).toBe(
      "calendar.too_many_occurrences",
    );
    expect((await plan("2026-10-20", "10:00", "UTC", { period: "day", count: 366 })).slots).toHaveLength(366);
    // Exactly 5 years on is still within.
    expect((await plan("2026-10-20", "10:00", "UTC", { period: "month", count: 61 })).slots.at(-1)!.slot.date).toBe(
      "2031-10-20",
    );
  });

  it("refuses a rule that yields no day (calendar.repeat_incomplete)", async () => {
    expect(await refusal("2026-10-20", "10:00", "UTC", { period: "week", weekdays: ["MO"], until: "2026-10-25" })).toBe(
      "calendar.repeat_incomplete",
    );
  });
});
