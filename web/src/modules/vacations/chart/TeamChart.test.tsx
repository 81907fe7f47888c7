import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FakeRoutes } from "../../../test/api";
import { bob, chartPerson, chartVacation, chartView, chloe, employee, freezeToday, openVacations } from "../testing";

afterEach(() => vi.useRealTimers());

const ann = employee();
/** November 2026: Chloe away the week of the 16th, Bob asking from the 19th, Ann back on the 2nd. */
const november = chartView({
  people: [chartPerson(chloe, "Designer"), chartPerson(bob), chartPerson(ann)],
  vacations: [
    chartVacation({ _id: "v1", userId: "u2", start: "2026-11-16", end: "2026-11-20" }),
    chartVacation({ _id: "v2", userId: "u3", start: "2026-11-19", end: "2026-11-24", days: 4, status: "pending" }),
    chartVacation({ _id: "v3", userId: "u1", start: "2026-10-26", end: "2026-11-02" }),
    chartVacation({ _id: "v4", userId: "u1", start: "2026-11-25", end: "2026-11-26", status: "declined" }),
  ],
});

async function openChart(routes: FakeRoutes = {}) {
  freezeToday();
  const opened = openVacations("/vacations?tab=chart", {
    "GET /api/user/vacations": ({ query }) => ({
      body:
        query.get("from") === "2026-11-01" ? november : chartView({ from: query.get("from")!, to: query.get("to")! }),
    }),
    "GET /api/address_book/c1/facets": {
      body: { departments: [{ _id: "d1", name: "Sales", parent: null }], cities: [], offices: [], positions: [] },
    },
    ...routes,
  });
  const grid = within(await screen.findByRole("region", { name: "Team chart" })).getByRole("table");
  return { ...opened, grid };
}

const dayHeader = (grid: HTMLElement, title: RegExp) => within(grid).getByTitle(title);

describe("the team chart", () => {
  it("draws people by days this month: weekends shaded, today marked, a bar per absence, the overlaps counted", async () => {
    const { api, grid } = await openChart();
    expect(api.queryOf("GET /api/user/vacations")?.get("from")).toBe("2026-11-01");
    expect(api.queryOf("GET /api/user/vacations")?.get("to")).toBe("2026-11-30");
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .filter((cell) => cell.classList.contains("vac-day")),
    ).toHaveLength(30);

    expect(dayHeader(grid, /^Saturday, November 21$/).className).toContain("vac-weekend");
    expect(dayHeader(grid, /^Monday, November 23$/).className).not.toContain("vac-weekend");
    const today = dayHeader(grid, /^Friday, November 20, today$/);
    expect(today.className).toContain("vac-today");
    expect(today.getAttribute("aria-current")).toBe("date");

    // Rows by name; Ann's vacation cut at the month's start; her declined request is no absence.
    const names = within(grid)
      .getAllByRole("rowheader")
      .map((cell) => cell.querySelector(".vac-chart-person")?.textContent);
    expect(names.filter(Boolean)).toEqual(["Ann Lee", "Bob Stone", "Chloe Davis"]);
    const bars = grid.querySelectorAll(".vac-bar");
    expect(bars).toHaveLength(3);
    const chloeBar = screen.getByText(/^Chloe Davis: Nov 16 . 20, 2026, Approved$/).closest(".vac-bar")!;
    expect(chloeBar.closest("td")!.getAttribute("colspan")).toBe("5");
    const bobBar = screen.getByText(/^Bob Stone: .*Waiting for approval$/).closest(".vac-bar")!;
    expect(bobBar.className).toContain("vac-bar-pending");
    expect(
      screen
        .getByText(/^Ann Lee: Oct 26 . Nov 2, 2026, Approved$/)
        .closest("td")!
        .getAttribute("colspan"),
    ).toBe("2");
    // Begun before the month: cut square on its left, as it goes on out of view.
    expect(screen.getByText(/^Ann Lee: Oct 26/).closest(".vac-bar")!.className).toContain("vac-bar-from-before");
    expect(chloeBar.className).not.toMatch(/from-before|goes-on/);
    const legend = screen.getByRole("list", { name: "What the bars mean" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Approved", "Waiting for approval"]);

    const away = within(grid).getByRole("rowheader", { name: "Away" }).closest("tr")!;
    const counts = [...away.querySelectorAll("td")];
    expect(counts[17]!.textContent).toBe("1");
    expect(counts[17]!.className).not.toContain("vac-overlap");
    expect(counts[18]!.textContent).toBe("2");
    expect(counts[18]!.className).toContain("vac-overlap");
    expect(counts[19]!.className).toContain("vac-overlap");
    expect(counts[24]!.textContent).toBe("");
  });

  it("moves by month or quarter, and asks for a department's people", async () => {
    const { api } = await openChart();
    await userEvent.click(screen.getByRole("button", { name: "Next period" }));
    await waitFor(() => expect(api.queryOf("GET /api/user/vacations")?.get("from")).toBe("2026-12-01"));
    expect(api.queryOf("GET /api/user/vacations")?.get("to")).toBe("2026-12-31");

    await userEvent.click(screen.getByRole("radio", { name: "Quarter" }));
    await waitFor(() => expect(api.queryOf("GET /api/user/vacations")?.get("from")).toBe("2026-10-01"));
    expect(api.queryOf("GET /api/user/vacations")?.get("to")).toBe("2026-12-31");

    await userEvent.click(screen.getByRole("button", { name: "Previous period" }));
    await waitFor(() => expect(api.queryOf("GET /api/user/vacations")?.get("from")).toBe("2026-07-01"));

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Department" }), "Sales");
    await waitFor(() => expect(api.queryOf("GET /api/user/vacations")?.get("dept")).toBe("d1"));
  });

  it("opens at the month the address names (a calendar's absence links there)", async () => {
    freezeToday();
    const { api } = openVacations("/vacations?tab=chart&from=2027-01-01", {
      "GET /api/user/vacations": ({ query }) => ({
        body: chartView({ from: query.get("from")!, to: query.get("to")! }),
      }),
    });
    await waitFor(() => expect(api.queryOf("GET /api/user/vacations")?.get("from")).toBe("2027-01-01"));
    expect(api.queryOf("GET /api/user/vacations")?.get("to")).toBe("2027-01-31");
  });

  it("lists the period's vacations in a table for review", async () => {
    await openChart();
    await userEvent.click(screen.getByRole("radio", { name: "Table" }));
    const table = await screen.findByRole("table", { name: "Table" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual([
      "Ann Lee",
      "Chloe Davis",
      "Bob Stone",
      "Ann Lee",
    ]);
    expect(within(rows[2]!).getByText("Waiting for approval")).toBeTruthy();
    expect(within(rows[2]!).getByText("4")).toBeTruthy();
    expect(within(rows[3]!).getByText("Declined")).toBeTruthy();
  });

  it("exports the period to Excel in the reader's language", async () => {
    const { api } = await openChart({
      "GET /api/user/vacations/excel": { body: { _id: "x1", status: "running", rows: 0 } },
      "GET /api/export/x1": {
        body: { _id: "x1", status: "done", rows: 3, url: "https://files/x1.xlsx", fileName: "v.xlsx" },
      },
    });
    await userEvent.click(screen.getByRole("button", { name: "Excel" }));
    expect(await screen.findByRole("link", { name: "Download" })).toBeTruthy();
    const query = api.queryOf("GET /api/user/vacations/excel")!;
    expect([query.get("from"), query.get("to"), query.get("lang")]).toEqual(["2026-11-01", "2026-11-30", "en"]);
  });
});
