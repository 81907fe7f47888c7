import { describe, expect, it } from "vitest";
import {
  calendarDateAt,
  celebrationDate,
  isoDate,
  monthDayRanges,
  nextCelebration,
  type CalendarDate,
} from "./calendar";

const day = (iso: string): CalendarDate => {
  const [year, month, date] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day: date };
};

describe("birthday calendar arithmetic", () => {
  it("celebrates 29 February on 28 February in common years only", () => {
    expect(isoDate(celebrationDate("0229", 2027))).toBe("2027-02-28");
    expect(isoDate(celebrationDate("0229", 2028))).toBe("2028-02-29");
    expect(isoDate(celebrationDate("0229", 2100))).toBe("2100-02-28"); // not a leap year
    expect(isoDate(celebrationDate("0229", 2000))).toBe("2000-02-29");
    expect(isoDate(celebrationDate("0301", 2027))).toBe("2027-03-01");
  });

  it("finds the next celebration, today counting as 0 and a passed one moving to next year", () => {
    expect(nextCelebration("1220", day("2026-12-20"))).toEqual({ date: day("2026-12-20"), inDays: 0 });
    expect(nextCelebration("0102", day("2026-12-20"))).toEqual({ date: day("2027-01-02"), inDays: 13 });
    expect(nextCelebration("1219", day("2026-12-20"))).toEqual({ date: day("2027-12-19"), inDays: 364 });
    expect(nextCelebration("0229", day("2027-02-28"))).toEqual({ date: day("2027-02-28"), inDays: 0 });
    expect(nextCelebration("0229", day("2027-03-01"))).toEqual({ date: day("2028-02-29"), inDays: 365 });
    expect(nextCelebration("0229", day("2028-03-01"))).toEqual({ date: day("2029-02-28"), inDays: 364 });
  });

  it("reads one range within a year, two across New Year, the whole year for a year's window", () => {
    expect(monthDayRanges(day("2026-03-10"), 30)).toEqual([{ from: "0310", to: "0409" }]);
    expect(monthDayRanges(day("2026-12-20"), 30)).toEqual([
      { from: "1220", to: "1231" },
      { from: "0101", to: "0119" },
    ]);
    expect(monthDayRanges(day("2026-12-31"), 0)).toEqual([{ from: "1231", to: "1231" }]);
    expect(monthDayRanges(day("2026-12-31"), 1)).toEqual([
      { from: "1231", to: "1231" },
      { from: "0101", to: "0101" },
    ]);
    expect(monthDayRanges(day("2027-03-01"), 366)).toEqual([{ from: "0101", to: "1231" }]);
    expect(monthDayRanges(day("2026-06-15"), 365)).toEqual([{ from: "0101", to: "1231" }]);
  });

  it("takes 29 February into a window ending on 28 February of a common year, not of a leap year", () => {
    expect(monthDayRanges(day("2027-02-01"), 27)).toEqual([{ from: "0201", to: "0229" }]);
    expect(monthDayRanges(day("2028-02-01"), 27)).toEqual([{ from: "0201", to: "0228" }]);
    expect(monthDayRanges(day("2026-12-20"), 70)).toEqual([
      { from: "1220", to: "1231" },
      { from: "0101", to: "0229" },
    ]);
  });

  it("tells the calendar day in a time zone", () => {
    const lateEvening = new Date("2026-12-19T22:30:00Z");
    expect(calendarDateAt(lateEvening)).toEqual(day("2026-12-19"));
    expect(calendarDateAt(lateEvening, "Europe/Moscow")).toEqual(day("2026-12-20"));
    expect(calendarDateAt(new Date("2026-12-20T03:00:00Z"), "America/New_York")).toEqual(day("2026-12-19"));
  });
});
