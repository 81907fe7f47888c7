import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { chloe, idpTask, idpView, openIdp } from "../testing";

describe("/idp/{id}", () => {
  it("shows the plan's people by name, its tasks, and lets the employee mark one done", async () => {
    const after = idpView({
      tasksDone: 2,
      taskList: [idpTask({ done: true, doneBy: "u1", doneAt: "2026-11-20T10:00:00.000Z" })],
    });
    const { api } = openIdp("/idp/p1", {
      "GET /api/idp/plan/p1": { body: idpView() },
      "POST /api/idp/finish_task": { body: after },
    });
    expect(await screen.findByRole("heading", { name: "Grow into a team lead" })).toBeTruthy();
    // Created by and chief: Chloe; observer: Bob.
    expect(await screen.findAllByText("Chloe Davis", { selector: "dd" })).toHaveLength(2);
    expect(screen.getByText("Bob Stone", { selector: "dd" })).toBeTruthy();
    // The employee neither edits nor deletes.
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    const tasks = screen.getByRole("list", { name: "Tasks" });
    expect(within(tasks).getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("checkbox", { name: "Done: Read a book on leadership" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/idp/finish_task")).toEqual({ plan: "p1", task: "t1", done: true }),
    );
    expect(await screen.findByText("2 of 2 tasks done")).toBeTruthy();
  });

  it("lets a chief add a task and finish the plan", async () => {
    const can = { edit: true, finishTasks: true, note: true, delete: true };
    const { api } = openIdp(
      "/idp/p1",
      {
        "GET /api/idp/plan/p1": { body: idpView({ can }) },
        "POST /api/idp/plan/p1/task": {
          body: idpView({
            can,
            tasks: 3,
            taskList: [...idpView().taskList, idpTask({ _id: "t3", title: "Mentor a newcomer" })],
          }),
        },
        "PUT /api/idp/plan/p1/status": {
          body: idpView({ can, status: "finished", finishedAt: "2026-11-21T10:00:00.000Z" }),
        },
      },
      chloe,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add a task" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a task" }));
    expect(await within(dialog).findByText("Title is required")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Title"), "Mentor a newcomer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a task" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/idp/plan/p1/task")).toEqual({
        task: { title: "Mentor a newcomer", description: "", due: null, courseId: null },
        revision: 3,
      }),
    );
    expect(await screen.findByText("Mentor a newcomer")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Finish the plan" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/idp/plan/p1/status")).toEqual({ status: "finished", revision: 3 }));
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeTruthy();
  });

  it("writes notes and shows the change journal with each change from → to", async () => {
    const { api } = openIdp("/idp/p1?tab=journal", {
      "GET /api/idp/plan/p1": { body: idpView() },
      "GET /api/idp/plan/p1/journal": {
        body: {
          items: [
            {
              _id: "j2",
              at: "2026-11-03T10:00:00.000Z",
              by: "u2",
              action: "edited",
              task: null,
              changes: [{ field: "title", from: "Grow", to: "Grow into a team lead" }],
            },
            { _id: "j1", at: "2026-11-01T09:00:00.000Z", by: "u2", action: "created", task: null, changes: [] },
          ],
          cursor: null,
        },
      },
      "POST /api/idp/plan/p1/notes": {
        status: 201,
        body: { _id: "n1", authorId: "u1", text: "Halfway there", createdAt: "2026-11-20T10:00:00.000Z", mine: true },
      },
    });
    const journal = await screen.findByRole("list", { name: "Change journal" });
    const entries = within(journal).getAllByRole("listitem");
    expect(entries[0]!.textContent).toContain("Chloe Davis");
    expect(entries[0]!.textContent).toContain("edited the plan");
    expect(within(entries[0]!).getByText("Grow")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    expect(await screen.findByText("No notes yet")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("A note"), "Halfway there");
    await userEvent.click(screen.getByRole("button", { name: "Add the note" }));
    await waitFor(() => expect(api.bodyOf("POST /api/idp/plan/p1/notes")).toEqual({ text: "Halfway there" }));
  });

  it("says a plan the caller may not see is not found", async () => {
    openIdp("/idp/p1", { "GET /api/idp/plan/p1": apiError(404, "idp.not_found") });
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
