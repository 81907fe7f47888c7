import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ServerEvent } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { clientView, withRoles } from "../../../test/fixtures";
import { fakeApi } from "../../../test/api";
import { storeSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { companyRoute, deadline, freezeClock, mineRoute, occurrence, openCalendar, planner, range } from "../testing";

afterEach(() => vi.useRealTimers());

/** The page's own calls of a route so far. */
const count = (calls: string[], route: string) => calls.filter((call) => call === route).length;

describe("the calendar page", () => {
  it("asks for the month on screen in the viewer's zone and draws its events", async () => {
    freezeClock();
    const { api } = openCalendar("/calendar/", { [mineRoute()]: { body: range([occurrence()]) } });
    expect(await screen.findByText("Design review")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "November 2026" })).toBeTruthy();
    const query = api.queryOf(mineRoute());
    expect([query?.get("from"), query?.get("to"), query?.get("tz")]).toEqual(["2026-11-01", "2026-12-12", "UTC"]);
    // The view is kept in the address.
    await userEvent.click(screen.getByRole("radio", { name: "Week" }));
    expect(await screen.findByRole("heading", { name: "Nov 15 – 21, 2026" })).toBeTruthy();
    await waitFor(() => expect(api.queryOf(mineRoute())?.get("from")).toBe("2026-11-15"));
  });

  it("shows a task's deadline as an all-day entry that opens the task on its board", async () => {
    freezeClock();
    const { app } = openCalendar("/calendar/?view=week", {
      [mineRoute()]: {
        body: range([occurrence()], false, [
          deadline(),
          deadline({ id: "t2", title: "Late", day: "2026-11-16", endDay: "2026-11-16", overdue: true }),
        ]),
      },
      "GET /api/task_tracker/desk/d1": { status: 404, body: { code: "tasks.not_found", message: "Not found" } },
    });
    const due = await screen.findByText("Due: Ship the beta");
    expect(due.closest(".fc-daygrid-event, .fc-event")?.className).toMatch(/calendar-color-gray/);
    expect(screen.getByText("Due: Late").closest(".fc-event")?.className).toMatch(/calendar-color-red/);
    await userEvent.click(due);
    await waitFor(() => expect(app.location()).toBe("/desk/d1?task=t1"));
  });

  it("names a colleague's absence in the reader's order", async () => {
    freezeClock();
    const away = deadline({
      source: "vacations",
      id: "v1",
      kind: "absence",
      title: "Chloe Davis",
      day: "2026-11-17",
      endDay: "2026-11-19",
      path: "/vacations?tab=chart",
      person: { firstName: "Chloe", lastName: "Davis", middleName: null },
    });
    const mine = { ...away, id: "v2", tentative: true, person: { firstName: "Ann", lastName: "Planner" } };
    openCalendar("/calendar/?view=week", { [mineRoute()]: { body: range([], false, [away, mine]) } });
    const entry = await screen.findByText("Away: Chloe Davis");
    expect(entry.closest(".fc-event")?.className).toMatch(/calendar-color-turquoise/);
    // One's own request still waiting says so, and is striped.
    const waiting = screen.getByText("Away (waiting for approval): Ann Planner");
    expect(waiting.closest(".fc-event")?.className).toMatch(/calendar-dated-tentative/);
  });

  it("reads the shown range again when an event changes (calendar.changed)", async () => {
    freezeClock();
    const { api } = openCalendar("/calendar/?view=week");
    await waitFor(() => expect(count(api.calls, mineRoute())).toBe(1));
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    const push = (event: ServerEvent) => act(() => socket.receive(event));
    push({ type: "calendar.changed", eventId: "e1" });
    await waitFor(() => expect(count(api.calls, mineRoute())).toBe(2));
  });

  it("gives admins the whole company's events on a switch", async () => {
    const admin = withRoles(["admin"], { rights: [] });
    const { api } = openCalendar("/calendar/", { [companyRoute]: { body: range([]) } }, admin);
    await userEvent.click(await screen.findByRole("checkbox", { name: "All company events" }));
    await waitFor(() => expect(api.calls).toContain(companyRoute));
    expect(screen.getByRole("button", { name: "New event" })).toBeTruthy();
  });

  it("shows people without events_create no create controls", async () => {
    const reader = planner({ rights: ["calendar"] });
    openCalendar("/calendar/", {}, reader);
    await screen.findAllByRole("button", { name: "Subscribe" });
    expect(screen.queryByRole("button", { name: "New event" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "All company events" })).toBeNull();
  });

  it("on a phone opens the week's list with the views in a select", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === "(max-width: 480px)" });
    freezeClock();
    openCalendar("/calendar/", {
      [mineRoute()]: {
        body: range([occurrence({ start: "2026-11-20T10:00:00.000Z", end: "2026-11-20T11:00:00.000Z" })]),
      },
    });
    expect(await screen.findByText("Design review")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "View" }) as HTMLSelectElement).value).toBe("list");
    expect(document.querySelector(".fc-listWeek-view")).not.toBeNull();
  });

  it("shows a visiting superadmin the company's events only: no feed, no creating, no own calendar", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    const client = clientView();
    localStorage.setItem("client_id", client._id);
    const api = fakeApi({
      [`GET /api/clients/${client._id}`]: { body: client },
      [`GET /api/user/for_client/${client._id}`]: { body: { items: [], cursor: null } },
      [companyRoute]: { body: range([occurrence()]) },
    });
    storeSession(root);
    renderApp("/calendar/?date=2026-11-23");
    expect(await screen.findByText("Design review")).toBeTruthy();
    expect(api.calls.some((call) => call.includes("/events/access_for/"))).toBe(false);
    expect(screen.queryByRole("button", { name: "New event" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Subscribe" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "All company events" })).toBeNull();
  });
});
