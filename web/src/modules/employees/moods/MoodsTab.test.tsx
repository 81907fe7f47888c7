import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ExportView } from "@intranet/contracts/exports";
import type { MoodGroupStat, MoodStats } from "@intranet/contracts/mood";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { addDays, periodDays, periodEnding, today } from "./period";

const week = periodEnding(today(), 7);
const statPath = (from: string, to: string) => `GET /api/mood/stat/c1/${from}/${to}`;

function group(overrides: Partial<MoodGroupStat> = {}): MoodGroupStat {
  return { name: "Acme", count: 0, days: [], distribution: [], ...overrides };
}

function stats(from: string, to: string, overrides: Partial<MoodStats> = {}): MoodStats {
  const days = periodDays({ days: 7, from, to });
  return {
    from,
    to,
    minimum: 5,
    company: group({
      count: 23,
      average: 7.25,
      // The second day has 3 ratings: its average is hidden, a gap in the line.
      days: days.map((day, index) => (index === 1 ? { day, count: 3 } : { day, count: 5, average: 7 + index / 10 })),
      distribution: [0, 0, 1, 2, 3, 4, 5, 4, 3, 1],
    }),
    departments: [
      group({ deptId: "d1", name: "Sales", count: 18, average: 6.5, distribution: [0, 0, 1, 2, 3, 4, 4, 2, 1, 1] }),
      group({ deptId: "d2", name: "Legal", count: 3 }),
    ],
    ...overrides,
  };
}

const exportView = (overrides: Partial<ExportView> = {}): ExportView => ({
  _id: "x1",
  kind: "mood",
  status: "running",
  rows: 0,
  fileName: "moods.xlsx",
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

function open(routes: FakeRoutes = {}) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin),
    [statPath(week.from, week.to)]: { body: stats(week.from, week.to) },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=moods");
  return api;
}

describe('the employee cabinet\'s "moods" tab', () => {
  it("shows the week's average, a gap where a day is hidden, and departments with hidden averages", async () => {
    const api = open();
    const table = await screen.findByRole("table");
    const sales = within(table).getByRole("row", { name: /Sales/ });
    expect(
      within(sales)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["18", "6.5"]);
    const legal = within(table).getByRole("row", { name: /Legal/ });
    expect(
      within(legal)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", "hidden: fewer than 5 ratings"]);
    expect(screen.getByText("Average 7.3 from 23 ratings")).toBeTruthy();
    expect(screen.getByText("Days with fewer than 5 ratings have no point.")).toBeTruthy();
    const line = await screen.findByRole("figure", { name: "Company average by day" });
    const points = within(line)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(points).toHaveLength(7);
    expect(points[1]).toMatch(/: —$/);
    expect(points[0]).toMatch(/: 7\.0$/);
    expect(await screen.findByRole("figure", { name: "Ratings 1 to 10" })).toBeTruthy();
    expect(api.calls).toContain(statPath(week.from, week.to));
  });

  it("switches to two weeks and walks back and forth by period, never past today", async () => {
    const two = periodEnding(week.to, 14);
    const before = periodEnding(addDays(two.to, -14), 14);
    const api = open({
      [statPath(two.from, two.to)]: { body: stats(two.from, two.to) },
      [statPath(before.from, before.to)]: { body: stats(before.from, before.to) },
    });
    await screen.findByRole("table");
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.closest("button")?.disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Two weeks" }));
    await waitFor(() => expect(api.calls).toContain(statPath(two.from, two.to)));
    expect(addDays(two.from, 13)).toBe(two.to);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(api.calls).toContain(statPath(before.from, before.to)));
    expect(before.to).toBe(addDays(two.from, -1));
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Next" }).closest("button")?.disabled).toBe(true));
  });

  it("says so when nobody rated in the period", async () => {
    open({
      [statPath(week.from, week.to)]: { body: stats(week.from, week.to, { company: group(), departments: [] }) },
    });
    expect(await screen.findByText("No moods were rated in this period")).toBeTruthy();
  });

  it("starts the Excel export in the reader's language and follows it to the download link", async () => {
    let asked = 0;
    const api = open({
      [`GET /api/mood/excel/c1/${week.from}/${week.to}`]: { body: exportView() },
      "GET /api/export/x1": () =>
        ++asked < 2
          ? { body: exportView({ rows: 3 }) }
          : { body: exportView({ status: "done", rows: 7, url: "https://files.example/moods.xlsx" }) },
    });
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Excel" }));
    const dialog = await screen.findByRole("dialog", { name: "Moods in Excel" });
    const link = await within(dialog).findByRole("link", { name: "Download" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("https://files.example/moods.xlsx");
    expect(api.queryOf(`GET /api/mood/excel/c1/${week.from}/${week.to}`)?.get("lang")).toBe("en");
  });

  it("shows the catalogue's mood export error when the export fails", async () => {
    open({
      [`GET /api/mood/excel/c1/${week.from}/${week.to}`]: { body: exportView() },
      "GET /api/export/x1": { body: exportView({ status: "failed", error: "common.error_occurred" }) },
    });
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Excel" }));
    const dialog = await screen.findByRole("dialog", { name: "Moods in Excel" });
    expect(await within(dialog).findByText("Mood export to Excel failed")).toBeTruthy();
  });

  it("shows the same text when the export cannot start", async () => {
    open({ [`GET /api/mood/excel/c1/${week.from}/${week.to}`]: apiError(500, "clients.mood_export_error") });
    await screen.findByRole("table");
    await userEvent.click(screen.getByRole("button", { name: "Excel" }));
    const dialog = await screen.findByRole("dialog", { name: "Moods in Excel" });
    expect(await within(dialog).findByText("Mood export to Excel failed")).toBeTruthy();
    expect(screen.queryAllByRole("dialog")).toHaveLength(1);
  });
});
