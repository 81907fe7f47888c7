import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freezeToday, openAnalytics } from "../testing";

afterEach(() => vi.useRealTimers());

const turnover = "GET /api/analytics/turnover/c1";
const asked = (api: ReturnType<typeof openAnalytics>["api"]) => {
  const query = api.queryOf(turnover)!;
  return Object.fromEntries(query.entries());
};
const address = (app: ReturnType<typeof openAnalytics>["app"]) =>
  Object.fromEntries(new URLSearchParams(app.location().split("?")[1]).entries());

describe("the filter bar", () => {
  it("asks for the preset, comparison and department chosen, and keeps them in the address", async () => {
    freezeToday();
    const { api, app } = openAnalytics();
    await screen.findByText("Leavers", { selector: "dt" });
    expect(asked(api)).toEqual({ dateFrom: "2025-12-01", dateTo: "2026-11-20" });

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Period" }), "Last 30 days");
    await waitFor(() => expect(asked(api)).toEqual({ dateFrom: "2026-10-22", dateTo: "2026-11-20" }));

    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Department" }), "Sales");
    await waitFor(() => expect(asked(api)).toEqual({ dateFrom: "2026-10-22", dateTo: "2026-11-20", dept: "d1" }));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Compare with" }), "The same period last year");
    await waitFor(() =>
      expect(asked(api)).toEqual({
        dateFrom: "2026-10-22",
        dateTo: "2026-11-20",
        dept: "d1",
        compareFrom: "2025-10-22",
      }),
    );
    expect(address(app)).toEqual({ period: "30d", dept: "d1", compare: "year" });

    // Another tab keeps the filters.
    await userEvent.click(screen.getByRole("tab", { name: "Visitors" }));
    await waitFor(() => expect(api.queryOf("GET /api/analytics/visitors/c1")?.get("dept")).toBe("d1"));
    expect(address(app)).toEqual({ period: "30d", dept: "d1", compare: "year", tab: "visitors" });
  });

  it("opens a link's custom period and comparison as they were", async () => {
    freezeToday();
    const { api } = openAnalytics(
      "/analytics?tab=visitors&period=custom&from=2026-01-01&to=2026-03-31&compare=custom&compareFrom=2025-01-01&dept=d2",
    );
    await screen.findByText("Sessions", { selector: "dt" });
    expect(Object.fromEntries(api.queryOf("GET /api/analytics/visitors/c1")!.entries())).toEqual({
      dateFrom: "2026-01-01",
      dateTo: "2026-03-31",
      compareFrom: "2025-01-01",
      dept: "d2",
    });
    expect((screen.getByRole("combobox", { name: "Period" }) as HTMLSelectElement).value).toBe("custom");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("01/01/2026");
    expect((screen.getByLabelText("Comparison starts on") as HTMLInputElement).value).toBe("01/01/2025");
  });

  it("asks nothing for a custom period that ends before it starts, and says why", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?period=custom&from=2026-03-31&to=2026-01-01");
    expect(await screen.findByText(/Choose a period of at most three years/)).toBeTruthy();
    expect(api.calls).not.toContain(turnover);
  });
});
