import { act, screen, waitFor, within } from "@testing-library/react";
import type { ServerEvent } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { freezeClock, openCalendar, planner } from "../testing";
import { clearReminders } from "./reminderToast";

const toasts = () => [...document.querySelectorAll(".calendar-reminders .bp6-toast")] as HTMLElement[];

afterEach(async () => {
  clearReminders();
  vi.useRealTimers();
  await waitFor(() => expect(toasts()).toHaveLength(0));
});

async function signedIn(me = planner()) {
  freezeClock();
  openCalendar("/calendar/", {}, me);
  await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
  const socket = FakeWebSocket.instances.at(-1)!;
  act(() => socket.open());
  return (event: ServerEvent) => act(() => socket.receive(event));
}

const reminder = (extra: Partial<Extract<ServerEvent, { type: "calendar.reminder" }>> = {}): ServerEvent => ({
  type: "calendar.reminder",
  occurrenceId: "o1",
  name: "Project kickoff",
  // The clock stands at 08:00.
  start: "2026-11-20T08:07:00.000Z",
  link: "https://meet.example.com/kickoff",
  ...extra,
});

describe("the event warning (under 10 minutes before the start)", () => {
  it("shows a warning toast with the name, how soon it starts and Join", async () => {
    const push = await signedIn();
    push(reminder());
    const name = await screen.findByText("Project kickoff");
    const toast = name.closest(".bp6-toast") as HTMLElement;
    expect(toast.classList.contains("bp6-intent-warning")).toBe(true);
    expect(within(toast).getByText("Starts in 7 min")).toBeTruthy();
    expect(within(toast).getByRole("button", { name: "Join" }).getAttribute("href")).toBe(
      "https://meet.example.com/kickoff",
    );
  });

  it("shows a retried push once; without a link there is no Join", async () => {
    const push = await signedIn();
    push(reminder({ link: undefined, start: "2026-11-20T08:00:00.000Z" }));
    push(reminder({ link: undefined, start: "2026-11-20T08:00:00.000Z" }));
    expect(await screen.findByText("Starting now")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(toasts()).toHaveLength(1);
    expect(within(toasts()[0]!).queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("is not shown to a person without the calendar right", async () => {
    const push = await signedIn(planner({ rights: ["wall"] }));
    push(reminder());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("Project kickoff")).toBeNull();
  });
});
