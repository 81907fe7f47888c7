import { describe, expect, it } from "vitest";
import { monthStart, spanDays } from "./days";

describe("the chart's days", () => {
  it("spans both ends, nothing for an end before the start", () => {
    expect(spanDays("2026-12-01", "2026-12-10")).toBe(10);
    expect(spanDays("2026-12-10", "2026-12-01")).toBe(0);
  });

  it("finds months' first days across years", () => {
    expect(monthStart("2026-11-20")).toBe("2026-11-01");
    expect(monthStart("2026-11-20", 2)).toBe("2027-01-01");
    expect(monthStart("2026-01-31", -1)).toBe("2025-12-01");
  });
});
