import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openWall } from "../../wall/testing";
import { deadline, freezeClock, mineRoute, occurrence, planner, range } from "../testing";

afterEach(() => vi.useRealTimers());

const at = (id: string, start: string, end: string, extra = {}) => occurrence({ id, start, end, ...extra });

describe("the calendar widget on the company wall", () => {
  it("lists the next events of the week with their day, time and colour, each opening in the calendar", async () => {
    freezeClock();
    const items = [
      at("o0", "2026-11-20T06:00:00.000Z", "2026-11-20T07:00:00.000Z", { name: "Breakfast, over" }),
      at("o1", "2026-11-20T10:00:00.000Z", "2026-11-20T11:00:00.000Z", { name: "Design review", color: "green" }),
      at("o2", "2026-11-21T09:00:00.000Z", "2026-11-21T09:30:00.000Z", { name: "Weekend on-call" }),
      at("o3", "2026-11-23T09:00:00.000Z", "2026-11-23T09:15:00.000Z", { name: "Standup" }),
      at("o4", "2026-11-24T09:00:00.000Z", "2026-11-24T09:15:00.000Z", { name: "Standup" }),
      at("o5", "2026-11-25T09:00:00.000Z", "2026-11-25T09:15:00.000Z", { name: "Standup" }),
      at("o6", "2026-11-26T09:00:00.000Z", "2026-11-26T09:15:00.000Z", { name: "Standup" }),
    ];
    const { api } = openWall("/company", { [mineRoute()]: { body: range(items) } }, planner());
    const widget = await screen.findByRole("region", { name: "Calendar" });
    const review = await within(widget).findByRole("link", { name: "Design review" });
    expect(review.getAttribute("href")).toBe("/calendar/?view=day&date=2026-11-20&event=o1");
    expect(within(widget).queryByText("Breakfast, over")).toBeNull();
    const rows = within(widget).getAllByRole("listitem");
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toMatch(/^Today, 10:00\s*–\s*11:00\sAMDesign review$/);
    expect(rows[0]!.querySelector(".calendar-dot.calendar-color-green")).not.toBeNull();
    expect(rows[1]!.textContent).toMatch(/^Tomorrow, 9:00/);
    expect(rows[2]!.textContent).toMatch(/^Mon, Nov 23, 9:00/);
    const query = api.queryOf(mineRoute());
    expect([query?.get("from"), query?.get("to")]).toEqual(["2026-11-20", "2026-11-26"]);
    expect(within(widget).getByRole("link", { name: "Open the calendar" }).getAttribute("href")).toBe("/calendar/");
  });

  it("puts a day's deadlines before its events, each opening its task", async () => {
    freezeClock();
    const items = [at("o1", "2026-11-20T10:00:00.000Z", "2026-11-20T11:00:00.000Z", { name: "Design review" })];
    const dated = [deadline({ day: "2026-11-20", endDay: "2026-11-20", overdue: false })];
    openWall("/company", { [mineRoute()]: { body: range(items, false, dated) } }, planner());
    const widget = await screen.findByRole("region", { name: "Calendar" });
    const due = await within(widget).findByRole("link", { name: "Due: Ship the beta" });
    expect(due.getAttribute("href")).toBe("/desk/d1?task=t1");
    const rows = within(widget).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "TodayDue: Ship the beta",
      expect.stringMatching(/^Today, 10:00.*Design review$/),
    ]);
  });

  it("with nothing in the next 7 days, says so", async () => {
    openWall("/company", { [mineRoute()]: { body: range([]) } }, planner());
    const widget = await screen.findByRole("region", { name: "Calendar" });
    expect(await within(widget).findByText("No events in the next 7 days")).toBeTruthy();
    expect(within(widget).getByRole("link", { name: "Open the calendar" })).toBeTruthy();
  });
});
