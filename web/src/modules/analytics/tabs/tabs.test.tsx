import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adaptationReport, freezeToday, openAnalytics, turnoverReport } from "../testing";

afterEach(() => vi.useRealTimers());

const kpi = (label: string) => screen.getByText(label, { selector: "dt" }).closest(".an-kpi") as HTMLElement;
const value = (label: string) => kpi(label).querySelector(".an-kpi-value")?.textContent;
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      row.querySelector("th")?.textContent,
      ...[...row.querySelectorAll("td")].map((cell) => cell.textContent),
    ]);

async function showTable(chart: string) {
  const card = await screen.findByRole("region", { name: chart });
  await userEvent.click(within(card).getByRole("radio", { name: "Table" }));
  return within(card).getByRole("table", { name: chart });
}

describe("the report tabs", () => {
  it("adaptation: tracks, people by state, overdue steps", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=adaptation");
    await screen.findByText("Overdue steps", { selector: "dt" });
    expect(["Tracks", "Running", "Stopped", "Finished", "Overdue steps"].map(value)).toEqual(["2", "3", "1", "6", "4"]);
    expect(rowsOf(await showTable("Adaptations by state"))).toEqual([
      ["Running", "3"],
      ["Stopped", "1"],
      ["Finished", "6"],
    ]);
  });

  it("adaptation switched off for the company: says so, no figures, no export", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=adaptation", {
      "GET /api/analytics/adaptations/c1": { body: adaptationReport({ available: false, tracks: 0, running: 0 }) },
    });
    expect(await screen.findByText("Adaptation is switched off")).toBeTruthy();
    expect(screen.queryByText("Tracks", { selector: "dt" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export to Excel" })).toBeNull();
  });

  it("demography: today's people by gender, age and working time, each band named", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?tab=demography&dept=d1");
    await screen.findByText("Average age, years", { selector: "dt" });
    expect(value("People employed")).toBe("40");
    expect(value("Average age, years")).toBe("34.5");
    expect(rowsOf(await showTable("By age"))).toEqual([
      ["Under 20", "2", "5.0%"],
      ["20–30", "14", "35.0%"],
      ["30–40", "12", "30.0%"],
      ["40–50", "7", "17.5%"],
      ["50 and over", "4", "10.0%"],
      ["Birth date unknown", "1", "2.5%"],
    ]);
    expect(rowsOf(await showTable("By gender")).map((row) => row[0])).toEqual(["Men", "Women", "Not stated"]);
    expect(rowsOf(await showTable("By working time")).map((row) => row[0])).toEqual([
      "Under a year",
      "1–3 years",
      "3–5 years",
      "5–10 years",
      "10 years and more",
      "Hire date unknown",
    ]);
    // A snapshot: only the department is asked for; the period controls are off and say why.
    const query = api.queryOf("GET /api/analytics/demography/c1")!;
    expect([...query.keys()]).toEqual(["dept"]);
    expect(screen.getByRole("combobox", { name: "Period" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/Demography is a snapshot of today, November 20, 2026/)).toBeTruthy();
  });

  it("positions: largest first, people without one named, movement against the comparison period", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?tab=positions");
    const table = await screen.findByRole("table", { name: "All positions" });
    expect(rowsOf(table)).toEqual([
      ["Engineer", "12", "2.5", "3", "1", "11.0", "10.0%"],
      ["Designer", "4", "2.5", "1", "1", "4.0", "25.0%"],
      ["No position", "1", "2.5", "0", "0", "1.0", "0.0%"],
    ]);
    expect(value("Positions")).toBe("3");
    expect(value("Hires")).toBe("4");
    // The comparison period is asked for as a report of its own (the answer has no comparison).
    await vi.waitFor(() =>
      expect(api.calls.filter((call) => call === "GET /api/analytics/positions/c1")).toHaveLength(2),
    );
    expect(api.queryOf("GET /api/analytics/positions/c1")?.get("dateFrom")).toBe("2024-12-11");
    expect(api.queryOf("GET /api/analytics/positions/c1")?.get("dateTo")).toBe("2025-11-30");
  });

  it("visitors: activity against the comparison period, by day, week and month", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=visitors");
    await screen.findByText("Sessions", { selector: "dt" });
    expect(value("Sessions")).toBe("420");
    expect(value("Active people a day, average")).toBe("31.5");
    expect(rowsOf(await showTable("Active people by week"))).toEqual([["Week of Nov 16", "52"]]);
    expect(rowsOf(await showTable("Active people and sessions by day"))).toEqual([
      ["November 19, 2026", "30", "41", "500"],
      ["November 20, 2026", "33", "45", "520"],
    ]);
  });

  it("coin movement: the shop's report for the period and the comparison period", async () => {
    freezeToday();
    const { api } = openAnalytics("/analytics?tab=coins&dept=d1");
    await screen.findByText("Coins issued", { selector: "dt" });
    expect(value("Coins issued")).toBe("500");
    expect(value("Coins spent")).toBe("320");
    expect(screen.getAllByText(/the department does not apply/).length).toBeGreaterThan(0);
    expect(screen.getByRole("combobox", { name: "Department" }).hasAttribute("disabled")).toBe(true);
    await vi.waitFor(() => expect(api.calls.filter((call) => call === "GET /api/analytics/coins/c1")).toHaveLength(2));
    // The second call is the comparison period: the 355 days before.
    const query = api.queryOf("GET /api/analytics/coins/c1")!;
    expect([query.get("dateFrom"), query.get("dateTo"), query.get("dept")]).toEqual(["2024-12-11", "2025-11-30", null]);
  });

  it("modules: visits per module by their menu names, per day and per department", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=modules");
    await screen.findByText("Modules visited", { selector: "dt" });
    expect(value("Visits")).toBe("150");
    expect(value("Modules visited")).toBe("3");
    expect(rowsOf(await showTable("Visits by module"))).toEqual([
      ["Address book", "90", "60", "+30 (+50.0%)"],
      ["Company wall", "40", "50", "-10 (-20.0%)"],
      ["Knowledge base articles", "20", "10", "+10 (+100.0%)"],
      ["Ideas", "0", "0", "0"],
    ]);
    // Columns for the modules the departments visited, most visited first.
    const departments = screen.getByRole("table", {
      name: "Visits by department and module (the period’s whole months)",
    });
    expect(
      within(departments)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Department", "Visits", "Address book", "Company wall"]);
    expect(rowsOf(departments)).toEqual([["Sales", "70", "50", "20"]]);
  });

  it("says when a period has no data", async () => {
    freezeToday();
    const nothing = {
      headcountStart: 0,
      headcountEnd: 0,
      averageHeadcount: 0,
      hires: 0,
      leavers: 0,
      movedIn: 0,
      movedOut: 0,
      turnover: null,
    };
    openAnalytics("/analytics", {
      "GET /api/analytics/turnover/c1": { body: turnoverReport({ totals: nothing, previous: nothing, months: [] }) },
    });
    expect(await screen.findByText("No data for this period")).toBeTruthy();
    expect(screen.queryByText("Leavers", { selector: "dt" })).toBeNull();
  });
});
