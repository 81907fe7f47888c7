import { OverlaysProvider } from "@blueprintjs/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { queryClient } from "../../../shell/queryClient";
import { eventView, weeklyEvent } from "../testing";
import { useMoveEvent } from "./useMoveEvent";

/** What the calendar view reports after a drag: the occurrence to Wednesday 25 November, 10:00–11:00 UTC. */
const drag = (id: string, revert: () => void) => ({
  id,
  start: new Date("2026-11-25T10:00:00.000Z"),
  end: new Date("2026-11-25T11:00:00.000Z"),
  revert,
});

function Harness({ id, revert }: { id: string; revert: () => void }) {
  const { move, dialog } = useMoveEvent();
  return (
    <>
      <button type="button" onClick={() => move(drag(id, revert))}>
        Drop
      </button>
      {dialog}
    </>
  );
}

function dropped(id: string, routes: FakeRoutes) {
  const api = fakeApi(routes);
  const revert = vi.fn();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <OverlaysProvider>
        <Harness id={id} revert={revert} />
      </OverlaysProvider>
    </QueryClientProvider>,
  );
  const drop = () => userEvent.click(within(view.container).getByRole("button", { name: "Drop" }));
  return { api, revert, drop, unmount: view.unmount };
}

describe("dragging an event", () => {
  it("moves a one-off event with its whole body", async () => {
    const { api, revert, drop } = dropped("o1", {
      "GET /api/event/o1": { body: eventView() },
      "PUT /api/event/o1": { body: eventView() },
    });
    await drop();
    await waitFor(() => expect(api.calls).toContain("PUT /api/event/o1"));
    expect(api.bodyOf("PUT /api/event/o1")).toMatchObject({
      name: "Design review",
      date: "2026-11-25",
      start: "10:00",
    });
    expect(revert).not.toHaveBeenCalled();
  });

  it("asks for a recurring one; all events move the series' first day and weekday by the drag's days", async () => {
    const { api, drop } = dropped("o3", {
      "GET /api/event/o3": { body: weeklyEvent() },
      "PUT /api/periodic_event/o3": { body: weeklyEvent() },
    });
    await drop();
    const scope = await screen.findByRole("dialog", { name: "Move a recurring event" });
    await userEvent.click(within(scope).getByRole("radio", { name: "All events" }));
    await userEvent.click(within(scope).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/periodic_event/o3"));
    expect(api.bodyOf("PUT /api/periodic_event/o3")).toMatchObject({
      date: "2026-11-18",
      start: "10:00",
      end: "11:00",
      scope: "all",
      repeat: { period: "week", interval: 1, weekdays: ["WE"], count: 10 },
    });
  });

  it("puts the event back when the choice is cancelled or the server refuses, and says why", async () => {
    const cancelled = dropped("o3", { "GET /api/event/o3": { body: weeklyEvent() } });
    await cancelled.drop();
    const scope = await screen.findByRole("dialog", { name: "Move a recurring event" });
    await userEvent.click(within(scope).getByRole("button", { name: "Cancel" }));
    expect(cancelled.revert).toHaveBeenCalledOnce();
    expect(cancelled.api.calls.filter((call) => call.startsWith("PUT"))).toEqual([]);
    cancelled.unmount();

    const refused = dropped("o1", {
      "GET /api/event/o1": { body: eventView() },
      "PUT /api/event/o1": apiError(403, "calendar.edit_denied", "denied"),
    });
    await refused.drop();
    await waitFor(() => expect(refused.revert).toHaveBeenCalledOnce());
    expect(await screen.findByText("Only the organizer or an administrator can change this event")).toBeTruthy();
  });
});
