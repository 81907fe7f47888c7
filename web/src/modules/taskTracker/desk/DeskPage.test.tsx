import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/api";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { card, chloe, deskView, openTracker } from "../testing";

/** The names of a lane's cards, top to bottom. */
const cardsOf = (lane: string) =>
  within(screen.getByRole("list", { name: lane }))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector(".tt-card-name")?.textContent);

const board = deskView({
  cards: [
    card({ _id: "t1", name: "Second", rank: "b" }),
    card({ _id: "t2", name: "Third", rank: "c" }),
    card({ _id: "t4", name: "First B", rank: "a" }),
    card({ _id: "t3", name: "First A", rank: "a" }),
    card({ _id: "t5", name: "Doing", laneId: "l2", performerId: "u2", due: "2020-01-05", priority: "high" }),
  ],
});

/** A move's answer held until the test lets it go (to see the board before the server answers). */
function holdMoves() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes("/move_task")) await gate;
    return answer(input, init);
  });
  return () => act(() => release());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a board's kanban", () => {
  it("shows the lanes side by side with their cards sorted by rank, then id", async () => {
    openTracker("/desk/d1", { "GET /api/task_tracker/desk/d1": { body: board } });
    expect(await screen.findByRole("heading", { name: "Website relaunch" })).toBeTruthy();
    expect(cardsOf("To do")).toEqual(["First A", "First B", "Second", "Third"]);
    expect(cardsOf("In progress")).toEqual(["Doing"]);
    expect(cardsOf("Done")).toEqual([]);
    const doing = screen.getByRole("button", { name: "Doing" }).closest("li")!;
    expect(within(doing).getByText("Chloe Davis")).toBeTruthy();
    expect(within(doing).getByText("High")).toBeTruthy();
    expect(within(doing).getByText(/Overdue: /).className).toContain("tt-overdue");
  });

  it("moves a card within its lane at once and puts it back when the server refuses", async () => {
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "PUT /api/task_tracker/d1/move_task": apiError(409, "tasks.task_moved"),
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    const release = holdMoves();
    const loads = api.calls.filter((call) => call === "GET /api/task_tracker/desk/d1").length;
    await userEvent.click(screen.getByRole("button", { name: "Task «First A»: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Move down" }));
    // Shown in its new place before the server answers.
    await waitFor(() => expect(cardsOf("To do")).toEqual(["First B", "First A", "Second", "Third"]));
    release();
    await waitFor(() => expect(api.calls).toContain("PUT /api/task_tracker/d1/move_task"));
    expect(api.bodyOf("PUT /api/task_tracker/d1/move_task")).toEqual({
      taskId: "t3",
      fromLaneId: "l1",
      laneId: "l1",
      afterId: "t4",
      beforeId: "t1",
    });
    // Refused: back in its place, the person told, the board read again.
    await waitFor(() => expect(cardsOf("To do")).toEqual(["First A", "First B", "Second", "Third"]));
    expect(await screen.findByText(/The task could not be moved: Someone has moved this task meanwhile/)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.filter((call) => call === "GET /api/task_tracker/desk/d1").length).toBeGreaterThan(loads),
    );
  });

  it("keeps a move the server accepts, in the place it answers", async () => {
    openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "PUT /api/task_tracker/d1/move_task": { body: card({ _id: "t2", name: "Third", rank: "a5" }) },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await userEvent.click(screen.getByRole("button", { name: "Task «Third»: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Move up" }));
    await waitFor(() => expect(cardsOf("To do")).toEqual(["First A", "First B", "Third", "Second"]));
  });

  it("moves a card to another lane from its menu, to the top of that lane", async () => {
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "PUT /api/task_tracker/d1/move_task": { body: card({ _id: "t1", name: "Second", laneId: "l2", rank: "0" }) },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await userEvent.click(screen.getByRole("button", { name: "Task «Second»: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Move to…" }));
    const dialog = await screen.findByRole("form", { name: "Move «Second» to another column" });
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Column" }), "l2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(cardsOf("In progress")).toEqual(["Second", "Doing"]));
    expect(cardsOf("To do")).toEqual(["First A", "First B", "Third"]);
    expect(api.bodyOf("PUT /api/task_tracker/d1/move_task")).toEqual({
      taskId: "t1",
      fromLaneId: "l1",
      laneId: "l2",
      afterId: null,
      beforeId: "t5",
    });
  });

  it("asks before a card dragged into another lane moves there", async () => {
    stubLayout();
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "PUT /api/task_tracker/d1/move_task": { body: card({ _id: "t3", name: "First A", laneId: "l2", rank: "z" }) },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    const handle = screen.getByRole("button", { name: "Drag to move: First A" });
    handle.focus();
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: "ArrowRight", key: "ArrowRight" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.keyDown(document.activeElement ?? handle, { code: "Space", key: " " });
    const question = await screen.findByText("Move «First A» to «In progress»?");
    expect(api.calls).not.toContain("PUT /api/task_tracker/d1/move_task");
    await userEvent.click(within(question.closest(".bp6-alert")! as HTMLElement).getByRole("button", { name: "Move" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/task_tracker/d1/move_task"));
    expect(api.bodyOf("PUT /api/task_tracker/d1/move_task")).toMatchObject({
      taskId: "t3",
      fromLaneId: "l1",
      laneId: "l2",
    });
    await waitFor(() => expect(cardsOf("In progress")).toContain("First A"));
  });

  it("applies the board's live events: a card added or changed, a card gone", async () => {
    const { app } = openTracker("/desk/d1", { "GET /api/task_tracker/desk/d1": { body: board } });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    act(() => socket.receive({ type: "identified", user_id: "u1" }));
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes('"taskTracker.watch"'))).toBe(true));
    expect(JSON.parse(socket.sent.find((sent) => sent.includes("taskTracker.watch"))!)).toEqual({
      action: "taskTracker.watch",
      deskId: "d1",
    });

    act(() =>
      socket.receive({
        type: "taskTracker.card",
        deskId: "d1",
        by: "u2",
        card: card({ _id: "t9", name: "From Chloe", laneId: "l3", authorId: chloe._id }),
      }),
    );
    expect(await screen.findByRole("button", { name: "From Chloe" })).toBeTruthy();
    expect(cardsOf("Done")).toEqual(["From Chloe"]);
    act(() => socket.receive({ type: "taskTracker.card_removed", deskId: "d1", taskId: "t5", by: "u2" }));
    await waitFor(() => expect(cardsOf("In progress")).toEqual([]));
    // Another board's events change nothing here.
    act(() => socket.receive({ type: "taskTracker.card_removed", deskId: "d2", taskId: "t1", by: "u2" }));
    expect(cardsOf("To do")).toContain("Second");

    app.router.navigate("/task-tracker/");
    await waitFor(() => expect(socket.sent.some((sent) => sent.includes('"taskTracker.unwatch"'))).toBe(true));
  });

  it("deleting a lane that holds tasks asks where they go", async () => {
    let deleted = false;
    const after = deskView({
      lanes: board.lanes.slice(1),
      cards: board.cards.map((item) => (item.laneId === "l1" ? { ...item, laneId: "l3" } : item)),
    });
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": () => ({ body: deleted ? after : board }),
      "DELETE /api/task_tracker/d1/lane/l1": () => {
        deleted = true;
        return { body: board.lanes.slice(1) };
      },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await userEvent.click(screen.getByRole("button", { name: "Column «To do»: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("form", { name: "Delete the column «To do»" });
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "It has tasks. Where do they go?" }),
      "l3",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/task_tracker/d1/lane/l1"));
    expect(api.queryOf("DELETE /api/task_tracker/d1/lane/l1")?.get("moveTo")).toBe("l3");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "To do" })).toBeNull());
    // The board read again shows the lane's tasks where they went.
    await waitFor(() => expect(cardsOf("Done")).toEqual(["First A", "First B", "Second", "Third"]));
  });

  it("deletes an empty lane after a yes, without moving anything", async () => {
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "DELETE /api/task_tracker/d1/lane/l3": { body: board.lanes.slice(0, 2) },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await userEvent.click(screen.getByRole("button", { name: "Column «Done»: actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("form", { name: "Delete the column «Done»" });
    expect(within(dialog).getByText("Delete the empty column «Done»?")).toBeTruthy();
    expect(within(dialog).queryByRole("combobox")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/task_tracker/d1/lane/l3"));
    expect(api.queryOf("DELETE /api/task_tracker/d1/lane/l3")?.get("moveTo")).toBeNull();
  });

  it("a finished board is read-only, with a banner and a restore for its admins", async () => {
    openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: deskView({ ...board, status: "finished" }) },
    });
    expect(await screen.findByText(/This board is finished and read-only/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Restore the board" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Drag to move/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Add a task to/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Column «To do»: actions/ })).toBeNull();
  });

  it("adds a task at the top of a lane by its name", async () => {
    const { api } = openTracker("/desk/d1", {
      "GET /api/task_tracker/desk/d1": { body: board },
      "PUT /api/task_tracker/d1/l3/add_task": {
        body: { ...card({ _id: "t8", name: "Ship it", laneId: "l3", rank: "0" }), description: "" },
      },
    });
    await screen.findByRole("heading", { name: "Website relaunch" });
    await userEvent.click(screen.getByRole("button", { name: "Add a task to «Done»" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Task name" }), "Ship it{Enter}");
    await waitFor(() => expect(cardsOf("Done")).toEqual(["Ship it"]));
    expect(api.bodyOf("PUT /api/task_tracker/d1/l3/add_task")).toEqual({ name: "Ship it" });
  });
});

/**
 * jsdom lays nothing out: lanes 300 px apart, cards 60 px apart in them, so dnd-kit can measure (the
 * dragged card's overlay starts where the card is).
 */
function stubLayout() {
  const rectOf = (element: Element): DOMRect => {
    if (element.closest(".tt-card-overlay")) {
      const dragged = document.querySelector(".tt-card-dragging");
      return dragged ? rectOf(dragged) : new DOMRect(0, 0, 0, 0);
    }
    const lanes = element.closest(".tt-lanes");
    const lane = element.closest(".tt-lane");
    if (!lanes || !lane) return new DOMRect(0, 0, 0, 0);
    const x = [...lanes.children].indexOf(lane) * 300;
    if (element === lane) return new DOMRect(x, 0, 280, 1000);
    const item = element.closest(".tt-card");
    if (!item) return new DOMRect(x, 0, 280, 40);
    const at = [...item.parentElement!.children].indexOf(item);
    return new DOMRect(x + 10, 100 + at * 60, 260, 50);
  };
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    return rectOf(this);
  });
}
