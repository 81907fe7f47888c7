import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { access, idpSummary, openIdp } from "../testing";

describe("/idp", () => {
  it("shows an employee their own plans only, with no tabs and no new plan", async () => {
    openIdp("/idp", { "GET /api/idp/plans/mine": { body: { items: [idpSummary()], cursor: null } } });
    const list = await screen.findByRole("list", { name: "My plans" });
    const row = within(list).getByRole("listitem");
    expect(within(row).getByRole("link", { name: "Grow into a team lead" }).getAttribute("href")).toBe("/idp/p1");
    expect(within(row).getByText("Tasks: 1 of 2")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.queryByRole("link", { name: "New plan" })).toBeNull();
  });

  it("gives a chief their people's plans and analytics, the employee named, the overdue counted", async () => {
    openIdp("/idp?tab=team", {
      "GET /api/idp/access": { body: access({ chief: true, create: true }) },
      "GET /api/idp/plans/team": { body: { items: [idpSummary({ overdue: 2 })], cursor: null } },
      "GET /api/idp/analytics": {
        body: {
          scope: "team",
          active: 1,
          finished: 0,
          tasksOpen: 1,
          tasksDone: 1,
          overdueTasks: 2,
          partial: false,
          late: [idpSummary({ overdue: 2 })],
        },
      },
    });
    const list = await screen.findByRole("list", { name: "My employees' plans" });
    expect(await within(list).findByText("Ann Lee")).toBeTruthy();
    expect(within(list).getByText("2 overdue")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "My plans",
      "My employees' plans",
      "Analytics",
    ]);
    expect(screen.getByRole("link", { name: "New plan" }).getAttribute("href")).toBe("/idp/new");
    await userEvent.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("Your people's plans")).toBeTruthy();
    const late = screen.getByRole("list", { name: "Plans with overdue tasks" });
    expect(within(late).getByRole("link", { name: "Grow into a team lead" })).toBeTruthy();
  });

  it("says an empty list in words and a failed one with a retry", async () => {
    let calls = 0;
    openIdp("/idp", {
      "GET /api/idp/plans/mine": () =>
        ++calls === 1 ? apiError(500, "common.server_error") : { body: { items: [], cursor: null } },
    });
    expect(await screen.findByText("Could not load")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("You have no development plan yet")).toBeTruthy();
  });

  it("filters the list by status", async () => {
    const { api } = openIdp("/idp", {
      "GET /api/idp/access": { body: access({ admin: true, create: true }) },
      "GET /api/idp/plans/mine": ({ query }) => ({
        body: { items: query.get("status") === "finished" ? [] : [idpSummary()], cursor: null },
      }),
    });
    await screen.findByRole("list", { name: "My plans" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "finished");
    await waitFor(() => expect(api.queryOf("GET /api/idp/plans/mine")?.get("status")).toBe("finished"));
    expect(await screen.findByText("You have no development plan yet")).toBeTruthy();
  });
});
