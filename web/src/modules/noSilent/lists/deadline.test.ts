import { describe, expect, it } from "vitest";
import { reportDeadline } from "./deadline";

describe("a report's deadline for its recipients (EU Directive 2019/1937 art. 9)", () => {
  it("is 7 days to acknowledge a received report, then 3 months from its receipt to give feedback", () => {
    expect(reportDeadline({ day: "2026-11-28", status: "received" }, "2026-12-05")).toEqual({
      kind: "acknowledge",
      due: "2026-12-05",
      overdue: false,
    });
    expect(reportDeadline({ day: "2026-11-28", status: "received" }, "2026-12-06")?.overdue).toBe(true);
    expect(reportDeadline({ day: "2026-11-30", status: "in_review" }, "2027-02-28")).toEqual({
      kind: "feedback",
      due: "2027-02-28",
      overdue: false,
    });
    expect(reportDeadline({ day: "2026-11-30", status: "in_review" }, "2027-03-01")?.overdue).toBe(true);
  });

  it("is none once the report is resolved or rejected", () => {
    expect(reportDeadline({ day: "2026-01-01", status: "resolved" }, "2026-12-01")).toBeNull();
    expect(reportDeadline({ day: "2026-01-01", status: "rejected" }, "2026-12-01")).toBeNull();
  });
});
