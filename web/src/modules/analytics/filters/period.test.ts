import { describe, expect, it } from "vitest";
import { isoWeekStart, shiftYears } from "./days";
import { comparisonOf, periodOf, presetRange, reportQuery, type Filters } from "./period";

const today = "2026-11-20";
const filters = (overrides: Partial<Filters> = {}): Filters => ({
  preset: "12m",
  from: null,
  to: null,
  compare: "previous",
  compareFrom: null,
  dept: "",
  ...overrides,
});

describe("the filters' period", () => {
  it("gives each preset's days, ending today", () => {
    expect(presetRange("30d", today)).toEqual({ from: "2026-10-22", to: today });
    expect(presetRange("90d", today)).toEqual({ from: "2026-08-23", to: today });
    expect(presetRange("year", today)).toEqual({ from: "2026-01-01", to: today });
    expect(presetRange("12m", today)).toEqual({ from: "2025-12-01", to: today });
  });

  it("takes a custom period only when it is whole and allowed", () => {
    const custom = (from: string | null, to: string | null) => periodOf(filters({ preset: "custom", from, to }), today);
    expect(custom("2026-01-01", "2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(custom("2026-01-01", null)).toBeNull();
    expect(custom("2026-03-31", "2026-01-01")).toBeNull();
    expect(custom("2026-11-01", "2026-11-21")).toBeNull(); // ends after today
    expect(custom("2022-01-01", "2026-01-01")).toBeNull(); // longer than three years
    expect(custom("2016-01-01", "2016-02-01")).toBeNull(); // more than ten years back
  });

  it("compares with the days before, the same days a year before, or a chosen start", () => {
    expect(reportQuery(filters({ preset: "30d", dept: "d1" }), today)).toEqual({
      dateFrom: "2026-10-22",
      dateTo: today,
      dept: "d1",
    });
    expect(reportQuery(filters({ preset: "30d", compare: "year" }), today)?.compareFrom).toBe("2025-10-22");
    expect(reportQuery(filters({ compare: "custom", compareFrom: "2024-01-01" }), today)?.compareFrom).toBe(
      "2024-01-01",
    );
    // A chosen comparison that has not ended yet is no comparison.
    expect(reportQuery(filters({ compare: "custom", compareFrom: "2026-06-01" }), today)).toBeNull();
    expect(reportQuery(filters({ compare: "custom" }), today)).toBeNull();
    expect(comparisonOf({ from: "2026-10-22", to: today }, undefined)).toEqual({
      from: "2026-09-22",
      to: "2026-10-21",
    });
  });

  it("counts days in UTC: leap days and ISO weeks", () => {
    expect(shiftYears("2024-02-29", -1)).toBe("2023-02-28");
    expect(shiftYears("2025-11-20", 1)).toBe("2026-11-20");
    expect(isoWeekStart("2026-W47")).toBe("2026-11-16");
    expect(isoWeekStart("2026-W01")).toBe("2025-12-29");
    // The visitors report keys its weeks without the dash.
    expect(isoWeekStart("2025W49")).toBe("2025-12-01");
    expect(isoWeekStart("2026W47")).toBe("2026-11-16");
    expect(isoWeekStart("week 47")).toBeNull();
  });
});
