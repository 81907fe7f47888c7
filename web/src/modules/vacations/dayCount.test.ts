import { describe, expect, it } from "vitest";
import { vacationDays } from "./dayCount";
import { daysOf, monthStart, spanDays } from "./days";

describe("counting a vacation's days", () => {
  it("counts calendar days with both ends", () => {
    expect(vacationDays("2026-12-07", "2026-12-13", "calendar")).toBe(7);
    expect(vacationDays("2026-12-07", "2026-12-07", "calendar")).toBe(1);
    expect(vacationDays("2026-12-31", "2027-01-01", "calendar")).toBe(2);
  });

  it("counts Monday to Friday only for working days", () => {
    // Monday 7 to Sunday 13 December 2026: five working days.
    expect(vacationDays("2026-12-07", "2026-12-13", "working")).toBe(5);
    // Friday 4 to Monday 7: two.
    expect(vacationDays("2026-12-04", "2026-12-07", "working")).toBe(2);
    // A weekend alone: none.
    expect(vacationDays("2026-12-05", "2026-12-06", "working")).toBe(0);
    // Three weeks from a Wednesday, and a day.
    expect(vacationDays("2026-12-02", "2026-12-23", "working")).toBe(16);
  });

  it("agrees with counting day by day", () => {
    for (const end of daysOf("2026-11-01", "2027-01-31")) {
      const counted = daysOf("2026-11-04", end).filter((day) => ![0, 6].includes(new Date(day).getUTCDay())).length;
      expect(vacationDays("2026-11-04", end, "working"), end).toBe(counted);
    }
  });

  it("takes nothing for an end before the start", () => {
    expect(vacationDays("2026-12-10", "2026-12-01", "calendar")).toBe(0);
    expect(spanDays("2026-12-10", "2026-12-01")).toBe(0);
  });

  it("finds months' first days across years", () => {
    expect(monthStart("2026-11-20")).toBe("2026-11-01");
    expect(monthStart("2026-11-20", 2)).toBe("2027-01-01");
    expect(monthStart("2026-01-31", -1)).toBe("2025-12-01");
  });
});
