import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { card, deskView, openTracker, taskView } from "../testing";

const board = deskView({ cards: [card({ _id: "t1", name: "Write the copy" })] });

describe("the task drawer", () => {
  it("opens from the address, saves the changed fields on the revision it read, and updates the card", async () => {
    const { api } = openTracker("/desk/d1?task=t1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "GET /api/task/t1": { body: taskView({ revision: 7 }) },
      "GET /api/task/t1/comments": { body: { items: [], cursor: null } },
      "PUT /api/task/t1": ({ body }) => ({
        body: taskView({ ...(body as object), name: "Write the final copy", priority: "high", revision: 8 }),
      }),
    });
    const drawer = await screen.findByRole("dialog", { name: "Write the copy" });
    const name = await within(drawer).findByRole("textbox", { name: "Name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Write the final copy");
    await userEvent.selectOptions(within(drawer).getByRole("combobox", { name: "Priority" }), "high");
    await userEvent.click(
      within(within(drawer).getByRole("group", { name: "Colour" })).getByRole("radio", { name: "Red" }),
    );
    await userEvent.click(within(drawer).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/task/t1"));
    expect(api.bodyOf("PUT /api/task/t1")).toEqual({
      name: "Write the final copy",
      priority: "high",
      colour: "red",
      revision: 7,
    });
    expect(await screen.findByText("The task is saved")).toBeTruthy();
    // The card on the board shows the saved task.
    expect(await screen.findByRole("button", { name: "Write the final copy" })).toBeTruthy();
  });

  it("says so and reads the task again when someone changed it meanwhile (409)", async () => {
    let reads = 0;
    const { api } = openTracker("/desk/d1?task=t1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "GET /api/task/t1": () => {
        reads += 1;
        return { body: reads > 1 ? taskView({ revision: 9, plannedHours: 12 }) : taskView({ revision: 7 }) };
      },
      "GET /api/task/t1/comments": { body: { items: [], cursor: null } },
      "PUT /api/task/t1": apiError(409, "tasks.already_changed"),
    });
    const drawer = await screen.findByRole("dialog", { name: "Write the copy" });
    await userEvent.type(await within(drawer).findByRole("spinbutton", { name: "Actual hours" }), "3");
    await userEvent.click(within(drawer).getByRole("button", { name: "Save" }));
    expect(await within(drawer).findByText(/Someone else changed this task meanwhile/)).toBeTruthy();
    // Read again: their change shows, the person's own edit is kept for the next save.
    await waitFor(() =>
      expect((within(drawer).getByRole("spinbutton", { name: "Planned hours" }) as HTMLInputElement).value).toBe("12"),
    );
    expect((within(drawer).getByRole("spinbutton", { name: "Actual hours" }) as HTMLInputElement).value).toBe("3");
    expect(api.bodyOf("PUT /api/task/t1")).toEqual({ actualHours: 3, revision: 7 });
    await userEvent.click(within(drawer).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/task/t1")).toEqual({ actualHours: 3, revision: 9 }));
  });

  it("ticks a checklist item on its own and adds one by saving the list", async () => {
    const { api } = openTracker("/desk/d1?task=t1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "GET /api/task/t1": {
        body: taskView({ revision: 3, checklistItems: [{ id: "i1", text: "Draft", done: false }] }),
      },
      "GET /api/task/t1/comments": { body: { items: [], cursor: null } },
      "PUT /api/task/t1/checklist/i1": {
        body: taskView({ revision: 3, checklistItems: [{ id: "i1", text: "Draft", done: true }] }),
      },
      "PUT /api/task/t1": {
        body: taskView({
          revision: 4,
          checklistItems: [
            { id: "i1", text: "Draft", done: true },
            { id: "i2", text: "Review", done: false },
          ],
        }),
      },
    });
    const drawer = await screen.findByRole("dialog", { name: "Write the copy" });
    await userEvent.click(await within(drawer).findByRole("checkbox", { name: "Draft" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/task/t1/checklist/i1")).toEqual({ done: true }));
    expect(await within(drawer).findByText("1 of 1 done")).toBeTruthy();
    await userEvent.type(within(drawer).getByRole("textbox", { name: "New checklist item" }), "Review{Enter}");
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/task/t1")).toEqual({
        checklist: [
          { id: "i1", text: "Draft", done: true },
          { text: "Review", done: false },
        ],
        revision: 3,
      }),
    );
    expect(await within(drawer).findByText("1 of 2 done")).toBeTruthy();
  });

  it("closing the drawer leaves the task out of the address", async () => {
    const { app } = openTracker("/desk/d1?task=t1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "GET /api/task/t1": { body: taskView() },
      "GET /api/task/t1/comments": { body: { items: [], cursor: null } },
    });
    const drawer = await screen.findByRole("dialog", { name: "Write the copy" });
    await userEvent.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(app.location()).toBe("/desk/d1"));
    await userEvent.click(screen.getByRole("button", { name: "Write the copy" }));
    await waitFor(() => expect(app.location()).toBe("/desk/d1?task=t1"));
  });
});
