import { describe, expect, it } from "vitest";
import { lengthOf, vacationDays } from "./days";

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
    for (let length = 1; length <= 90; length++) {
      const end = dayAfter("2026-11-04", length - 1);
      const counted = Array.from({ length }, (_, at) =>
        new Date(`${dayAfter("2026-11-04", at)}T00:00:00Z`).getUTCDay(),
      ).filter((day) => day !== 0 && day !== 6).length;
      expect(vacationDays("2026-11-04", end, "working"), end).toBe(counted);
    }
  });

  it("takes nothing for an end before the start", () => {
    expect(vacationDays("2026-12-10", "2026-12-01", "calendar")).toBe(0);
    expect(lengthOf("2026-12-10", "2026-12-01")).toBe(0);
  });
});
