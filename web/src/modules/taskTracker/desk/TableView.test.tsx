import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { card, deskView, openTracker } from "../testing";

const board = deskView({
  cards: [
    card({ _id: "t1", name: "Banner", rank: "a", due: "2030-03-01", plannedHours: 5, performerId: "u2" }),
    card({ _id: "t2", name: "Copy", rank: "b", due: "2030-01-01", plannedHours: 1, performerId: "u1" }),
    card({ _id: "t3", name: "Analytics", laneId: "l2", due: null, plannedHours: 8, priority: "critical" }),
    card({ _id: "t4", name: "Old bug", laneId: "l3", due: "2020-01-01", observerIds: ["u1"], finished: false }),
  ],
});

/** The task names of the table's rows, top to bottom. */
const rows = () =>
  within(screen.getByRole("table", { name: "Tasks of the board" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);

describe("a board's table", () => {
  it("shows every card lane by lane, and sorts by a column both ways (empty values last)", async () => {
    const { app } = openTracker("/desk/d1?view=table", { "GET /api/task_tracker/desk/d1": { body: board } });
    expect(await screen.findByRole("table", { name: "Tasks of the board" })).toBeTruthy();
    expect(rows()).toEqual(["Banner", "Copy", "Analytics", "Old bug"]);

    await userEvent.click(screen.getByRole("button", { name: "Due" }));
    expect(rows()).toEqual(["Old bug", "Copy", "Banner", "Analytics"]);
    const due = screen.getByRole("columnheader", { name: "Due" });
    expect(due.getAttribute("aria-sort")).toBe("ascending");
    await userEvent.click(screen.getByRole("button", { name: "Due" }));
    expect(rows()).toEqual(["Banner", "Copy", "Old bug", "Analytics"]);
    expect(due.getAttribute("aria-sort")).toBe("descending");

    await userEvent.click(screen.getByRole("button", { name: "Planned, h" }));
    // Old bug has no hours: last.
    expect(rows()).toEqual(["Copy", "Banner", "Analytics", "Old bug"]);
    await userEvent.click(screen.getByRole("button", { name: "Priority" }));
    await userEvent.click(screen.getByRole("button", { name: "Priority" }));
    expect(rows()[0]).toBe("Analytics");

    // Back to the kanban: the view is in the address.
    await userEvent.click(screen.getByRole("button", { name: "Kanban" }));
    await waitFor(() => expect(app.location()).toBe("/desk/d1"));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shares the board's filters: mine, overdue, performer and text", async () => {
    openTracker("/desk/d1?view=table", { "GET /api/task_tracker/desk/d1": { body: board } });
    await screen.findByRole("table", { name: "Tasks of the board" });

    await userEvent.click(screen.getByRole("checkbox", { name: "Mine" }));
    expect(rows()).toEqual(["Copy", "Old bug"]);
    await userEvent.click(screen.getByRole("checkbox", { name: "Overdue" }));
    expect(rows()).toEqual(["Old bug"]);
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(rows()).toHaveLength(4);

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Performer" }), "u2");
    expect(rows()).toEqual(["Banner"]);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Performer" }), "");

    await userEvent.type(screen.getByRole("searchbox", { name: "Find a task" }), "cop");
    await waitFor(() => expect(rows()).toEqual(["Copy"]));
    await userEvent.clear(screen.getByRole("searchbox", { name: "Find a task" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Find a task" }), "nothing like it");
    expect(await screen.findByText("No task matches the filters")).toBeTruthy();
  });
});
