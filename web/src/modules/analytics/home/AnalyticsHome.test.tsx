import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clientView } from "../../../test/fixtures";
import { admin, freezeToday, hr, openAnalytics } from "../testing";

afterEach(() => vi.useRealTimers());

const tab = (name: string) => screen.findByRole("tab", { name });
const kpi = (label: string) => screen.getByText(label, { selector: "dt" }).closest(".an-kpi") as HTMLElement;
const value = (label: string) => kpi(label).querySelector(".an-kpi-value")?.textContent;

describe("the analytics page", () => {
  it("shows the tabs in the spec's order, coin movement for an admin of a company with the shop", async () => {
    freezeToday();
    openAnalytics();
    await tab("Turnover");
    expect(screen.getAllByRole("tab").map((node) => node.textContent)).toEqual([
      "Turnover",
      "Adaptation",
      "Demography",
      "Positions",
      "Departments",
      "Visitors",
      "Coin movement",
      "Modules",
    ]);
  });

  it("shows coin movement to HR holding the analytics right, and reads it", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?tab=coins", {}, hr());
    expect(await screen.findByRole("tab", { name: "Coin movement" })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.startsWith("GET /api/analytics/coins/c1"))).toBe(true));
  });

  it("says the shop is off when a link opens coin movement there", async () => {
    freezeToday();
    const shopOff = clientView({ features: [{ code: "shop", active: false }] });
    const { api } = openAnalytics("/analytics?tab=coins", {}, admin(), shopOff);
    expect(await screen.findByText("The shop is switched off")).toBeTruthy();
    expect(api.calls).not.toContain("GET /api/analytics/coins/c1");
  });

  it("draws turnover: key figures, charts with their tables, the months", async () => {
    freezeToday();
    const { api } = openAnalytics();
    await screen.findByText("Leavers", { selector: "dt" });
    expect(value("Headcount at the end")).toBe("102");
    expect(value("Leavers")).toBe("8");
    expect(value("Turnover")).toBe("12.5%");
    expect(
      screen.getByText("Dec 1, 2025 – Nov 20, 2026, compared with Dec 11, 2024 – Nov 30, 2025 · Whole company"),
    ).toBeTruthy();
    const months = screen.getByRole("table", { name: "By month" });
    const rows = within(months).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual(["December 2025", "January 2026"]);
    expect([...rows[1]!.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual([
      "100",
      "102",
      "101.0",
      "4",
      "5",
      "2",
      "1",
      "4.9%",
    ]);
    // A chart's numbers as a table on demand.
    const movement = screen.getByRole("region", { name: "Hires and leavers by month" });
    await userEvent.click(within(movement).getByRole("radio", { name: "Table" }));
    const table = within(movement).getByRole("table", { name: "Hires and leavers by month" });
    expect(within(table).getByRole("row", { name: "January 2026 4 5" })).toBeTruthy();
    const query = api.queryOf("GET /api/analytics/turnover/c1")!;
    expect([query.get("dateFrom"), query.get("dateTo"), query.get("compareFrom"), query.get("dept")]).toEqual([
      "2025-12-01",
      "2026-11-20",
      null,
      null,
    ]);
  });
});
