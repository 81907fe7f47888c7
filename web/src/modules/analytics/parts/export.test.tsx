import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../i18n";
import { freezeToday, openAnalytics } from "../testing";

afterEach(() => vi.useRealTimers());

const started = { _id: "x1", kind: "analytics", status: "running", rows: 0, fileName: "", createdAt: "" };
const done = { ...started, status: "done", rows: 12, url: "https://files/x1.xlsx", fileName: "turnover.xlsx" };

describe("the Excel export", () => {
  it("starts the tab's export with the same filters, in the reader's language, and follows it to its link", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?period=90d&compare=year&dept=d1", {
      "GET /api/analytics/export/turnover/c1": { status: 202, body: started },
      "GET /api/export/x1": { body: done },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Export to Excel" }));
    expect(await screen.findByRole("link", { name: "Download" })).toBeTruthy();
    expect(Object.fromEntries(api.queryOf("GET /api/analytics/export/turnover/c1")!.entries())).toEqual({
      dateFrom: "2026-08-23",
      dateTo: "2026-11-20",
      compareFrom: "2025-08-23",
      dept: "d1",
      lang: "en",
    });
  });

  it("exports demography as of today, headed in Ukrainian for a Ukrainian reader", async () => {
    freezeToday();
    await setLanguage("ua");
    const { api } = openAnalytics("/analytics?tab=demography", {
      "GET /api/analytics/export/demography/c1": { status: 202, body: started },
      "GET /api/export/x1": { body: done },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Вивантажити в Excel" }));
    await vi.waitFor(() => expect(api.calls).toContain("GET /api/analytics/export/demography/c1"));
    expect(Object.fromEntries(api.queryOf("GET /api/analytics/export/demography/c1")!.entries())).toEqual({
      lang: "ua",
    });
  });
});
