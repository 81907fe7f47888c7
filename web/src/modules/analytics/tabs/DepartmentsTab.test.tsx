import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { departmentsReport, freezeToday, openAnalytics, peopleRow } from "../testing";

afterEach(() => vi.useRealTimers());

/** The top departments, or North inside Sales when the filter is Sales. */
const departments = ({ query }: { query: URLSearchParams }) => ({
  body:
    query.get("dept") === "d1"
      ? departmentsReport({
          dept: { deptId: "d1", name: "Sales" },
          total: peopleRow({ headcount: 18 }),
          rows: [{ deptId: "d3", name: "North", hasChildren: false, ...peopleRow({ headcount: 7 }) }],
        })
      : departmentsReport(),
});

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("th")?.textContent);

describe("the departments tab", () => {
  it("opens a department with departments inside, and goes back up by its path", async () => {
    freezeToday();
    const { api, app } = openAnalytics("/analytics?tab=departments", {
      "GET /api/analytics/departments/c1": departments,
    });
    const table = await screen.findByRole("table", { name: "Departments" });
    expect(names(table)).toEqual(["Sales: open the departments inside", "Support"]);
    // Only a department with departments inside opens.
    expect(within(table).queryByRole("button", { name: /Support/ })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Departments path" })).toBeNull();

    await userEvent.click(within(table).getByRole("button", { name: "Sales: open the departments inside" }));
    await waitFor(() => expect(names(screen.getByRole("table", { name: "Departments" }))).toEqual(["North"]));
    expect(api.queryOf("GET /api/analytics/departments/c1")?.get("dept")).toBe("d1");
    // The department is the shared filter: in the address and in the department field.
    expect(new URLSearchParams(app.location().split("?")[1]).get("dept")).toBe("d1");
    expect((screen.getByRole("combobox", { name: "Department" }) as HTMLSelectElement).value).toBe("d1");
    const path = screen.getByRole("navigation", { name: "Departments path" });
    expect(within(path).getByText("Sales").getAttribute("aria-current")).toBe("page");

    await userEvent.click(within(path).getByRole("button", { name: "Up" }));
    await waitFor(() => expect(names(screen.getByRole("table", { name: "Departments" }))).toHaveLength(2));
    expect(app.location()).toBe("/analytics?tab=departments");
    expect((screen.getByRole("combobox", { name: "Department" }) as HTMLSelectElement).value).toBe("");
  });

  it("shows the total's figures with the change of the period's movement", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=departments", {
      "GET /api/analytics/departments/c1": ({ query }) => ({
        body:
          query.get("dateFrom") === "2024-12-11"
            ? departmentsReport({ total: peopleRow({ headcount: 28, hires: 3, leavers: 4, turnover: 14.2 }) })
            : departmentsReport(),
      }),
    });
    const hires = (await screen.findByText("Hires", { selector: "dt" })).closest(".an-kpi")!;
    await waitFor(() => expect(hires.querySelector(".an-change")?.textContent).toMatch(/^\+3 \(\+100\.0%\)/));
    expect(hires.querySelector(".an-change")!.className).toContain("an-change-good");
    const leavers = screen.getByText("Leavers", { selector: "dt" }).closest(".an-kpi")!;
    // Fewer leavers is better.
    expect(leavers.querySelector(".an-change")!.className).toContain("an-change-good");
    expect(leavers.querySelector(".an-change [data-icon]")?.getAttribute("data-icon")).toBe("arrow-down");
    // Today's headcount is today's in both answers: no change to show.
    const headcount = screen.getByText("Headcount today", { selector: "dt" }).closest(".an-kpi")!;
    expect(headcount.querySelector(".an-change")).toBeNull();
  });

  it("names the path from the top down to a department deeper inside", async () => {
    freezeToday();
    const { app } = openAnalytics("/analytics?tab=departments&dept=d3", {
      "GET /api/analytics/departments/c1": {
        body: departmentsReport({ dept: { deptId: "d3", name: "North" }, rows: [] }),
      },
    });
    expect(await screen.findByText("No departments inside")).toBeTruthy();
    const path = screen.getByRole("navigation", { name: "Departments path" });
    await waitFor(() =>
      expect(
        within(path)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Whole company", "Sales", "North"]),
    );
    await userEvent.click(within(path).getByRole("button", { name: "Sales" }));
    await waitFor(() => expect(app.location()).toBe("/analytics?tab=departments&dept=d1"));
  });

  it("says so in the reader's words when the department is not in the structure", async () => {
    freezeToday();
    openAnalytics("/analytics?tab=departments&dept=gone", {
      "GET /api/analytics/departments/c1": apiError(404, "analytics.dept_not_found"),
    });
    expect(await screen.findByText("Could not load the report")).toBeTruthy();
    expect(screen.getByText("This department is not in the company structure")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
