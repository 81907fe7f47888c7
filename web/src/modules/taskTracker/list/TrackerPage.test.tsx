import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { creator, deskSummary, deskView, myTask, openTracker, projectView } from "../testing";

const desks = [
  deskSummary({ _id: "d1", name: "Website relaunch", favourite: true }),
  deskSummary({ _id: "d2", name: "Hiring", role: "viewer", member: false, projectId: "p1" }),
  deskSummary({ _id: "d3", name: "Board of directors", type: "closed", role: "outsider", member: false }),
  deskSummary({ _id: "d4", name: "Old launch", status: "finished" }),
];

describe("the boards' tabs", () => {
  it("lists my boards, favourites, all I may see (a closed one locked) and the finished ones", async () => {
    const { app } = openTracker("/task-tracker/", { "GET /api/task_tracker/desks/c1": { body: desks } });
    const mine = await screen.findByRole("link", { name: "Website relaunch" });
    expect(mine.getAttribute("href")).toBe("/desk/d1");
    // Not a member of Hiring, and a finished board is not among the active ones.
    expect(screen.queryByRole("link", { name: "Hiring" })).toBeNull();
    expect(screen.queryByText("Old launch")).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "All boards" }));
    expect(await screen.findByRole("link", { name: "Hiring" })).toBeTruthy();
    // A closed board I am not on: listed, not a link, with its lock explained.
    const locked = screen.getByLabelText("Board of directors: Closed board: only its members open it");
    expect(locked.closest("a")).toBeNull();
    expect(screen.queryByRole("link", { name: /Board of directors/ })).toBeNull();
    expect(app.location()).toBe("/task-tracker/?tab=all");

    await userEvent.click(screen.getByRole("tab", { name: "Favourites" }));
    expect(await screen.findByRole("link", { name: "Website relaunch" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Hiring" })).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "Finished" }));
    expect(await screen.findByRole("link", { name: "Old launch" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Website relaunch" })).toBeNull();
  });

  it("filters the boards by project", async () => {
    openTracker("/task-tracker/?tab=all", {
      "GET /api/task_tracker/desks/c1": { body: desks },
      "GET /api/project": { body: [projectView({ deskIds: ["d2"] })] },
    });
    await screen.findByRole("link", { name: "Website relaunch" });
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Project" }), "p1");
    expect(screen.getByRole("link", { name: "Hiring" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Website relaunch" })).toBeNull();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Project" }), "none");
    expect(screen.getByRole("link", { name: "Website relaunch" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Hiring" })).toBeNull();
  });

  it("stars a board as a favourite with the answer the server gives", async () => {
    const { api } = openTracker("/task-tracker/", {
      "GET /api/task_tracker/desks/c1": { body: [deskSummary()] },
      "PUT /api/task_tracker/desk/d1/favourite": { body: deskSummary({ favourite: true }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add «Website relaunch» to favourites" }));
    expect(await screen.findByRole("button", { name: "Remove «Website relaunch» from favourites" })).toBeTruthy();
    expect(api.bodyOf("PUT /api/task_tracker/desk/d1/favourite")).toEqual({ favourite: true });
  });

  it("says so when the caller is on no board; only desk_add holders may create one", async () => {
    openTracker("/task-tracker/");
    expect(await screen.findByText("You are on no board yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New board" })).toBeNull();
  });

  it("creates a board with its type, admins' and members' choices and first columns, then opens it", async () => {
    const { api, app } = openTracker(
      "/task-tracker/",
      {
        "POST /api/task_tracker/desks/c1": { body: deskView({ _id: "d9", name: "Launch" }) },
        "GET /api/task_tracker/desk/d9": { body: deskView({ _id: "d9", name: "Launch" }) },
      },
      creator(),
    );
    await userEvent.click(await screen.findByRole("button", { name: "New board" }));
    const form = await screen.findByRole("form", { name: "New board" });
    await userEvent.type(within(form).getByLabelText("Name"), "Launch");
    await userEvent.click(within(form).getByRole("radio", { name: "Closed" }));
    await userEvent.type(within(form).getAllByRole("searchbox", { name: "Find a person…" })[0]!, "Chlo");
    await userEvent.click(within(form).getByRole("button", { name: "Chloe Davis" }));
    await userEvent.clear(within(form).getByRole("textbox", { name: "Column 3" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Column 3" }), "Shipped");
    await userEvent.click(within(form).getByRole("button", { name: "Create the board" }));
    await waitFor(() => expect(app.location()).toBe("/desk/d9"));
    expect(api.bodyOf("POST /api/task_tracker/desks/c1")).toMatchObject({
      name: "Launch",
      type: "closed",
      admins: ["u2"],
      projectId: null,
      lanes: ["To do", "In progress", "Shipped"],
    });
  });
});

describe("my tasks", () => {
  it("lists the tasks of the chosen kind, each linking to its board with the task open", async () => {
    const { api } = openTracker("/task-tracker/?tab=tasks", {
      "GET /api/task": ({ query }) =>
        query.get("filter") === "overdue"
          ? { body: [myTask({ taskId: "t7", name: "Late one", overdue: true, due: "2026-11-01" })] }
          : { body: [myTask()] },
    });
    const link = await screen.findByRole("link", { name: "Write the copy" });
    expect(link.getAttribute("href")).toBe("/desk/d1?task=t1");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Which tasks" }), "overdue");
    const late = await screen.findByRole("link", { name: "Late one" });
    expect(late.getAttribute("href")).toBe("/desk/d1?task=t7");
    expect(api.queryOf("GET /api/task")?.get("filter")).toBe("overdue");
    expect(within(late.closest("li")!).getByText("Overdue")).toBeTruthy();
  });
});
