import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ServerEvent } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../../test/api";
import { FakeWebSocket } from "../../../test/fakeWebSocket";
import { notificationView, startupRoutes, storeSession, userView } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";
import { clearNotificationPopups } from "./popup";
import { notificationSound } from "./sound";

async function signedIn(extra: FakeRoutes = {}, path = "/profile/u1") {
  const user = userView();
  const api = fakeApi({ ...startupRoutes(user), ...extra });
  storeSession(user);
  const app = renderApp(path);
  await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
  const socket = FakeWebSocket.instances.at(-1)!;
  act(() => socket.open());
  const push = (event: ServerEvent) => act(() => socket.receive(event));
  return { api, app, socket, push };
}

const bell = () => screen.getByRole("button", { name: /^Notifications/ });

describe("unread badge and live notifications (product-spec §1 channels, §4)", () => {
  afterEach(() => clearNotificationPopups());

  it("shows the unread count from the API in the header bell", async () => {
    const { api } = await signedIn({ "GET /api/notification/unread/c1/u1": { body: { count: 3 } } });
    expect(await screen.findByRole("button", { name: "Notifications, unread: 3" })).toBeTruthy();
    expect(bell().parentElement?.querySelector(".notification-badge")?.textContent).toBe("3");
    // The side menu's Notifications item carries the same count.
    const menuItem = screen.getByRole("menuitem", { name: /Notifications/ });
    expect(menuItem.querySelector(".notification-badge")?.textContent).toBe("3");
    expect(api.calls.filter((call) => call === "GET /api/notification/unread/c1/u1")).toHaveLength(1);
  });

  it("shows no number at zero, and 99+ above 99", async () => {
    const { api, push } = await signedIn();
    await waitFor(() => expect(api.calls).toContain("GET /api/notification/unread/c1/u1"));
    expect(bell().getAttribute("aria-label")).toBe("Notifications");
    expect(document.querySelector(".notification-badge")).toBeNull();
    push({ type: "notification.unread", unread: 150 });
    await waitFor(() => expect(document.querySelector(".notification-badge")?.textContent).toBe("99+"));
  });

  it("takes the badge from notification.unread pushes, and refreshes a shown list when it changes", async () => {
    const { api, push } = await signedIn(
      {
        "GET /api/notification/unread/c1/u1": { body: { count: 1 } },
        "GET /api/notification/c1/all/u1/now": { body: { items: [notificationView()], next: null } },
      },
      "/notifications",
    );
    await screen.findByRole("button", { name: "Notifications, unread: 1" });
    await screen.findByText("Bob thanked you");
    const listCalls = () => api.calls.filter((call) => call === "GET /api/notification/c1/all/u1/now").length;
    expect(listCalls()).toBe(1);
    push({ type: "notification.created", notification: notificationView({ _id: "01JAAAAAAAAAAAAAAAAAAAAAA9" }) });
    push({ type: "notification.unread", unread: 2 });
    expect(await screen.findByRole("button", { name: "Notifications, unread: 2" })).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(2));
    push({ type: "notification.unread", unread: 2 });
    push({ type: "notification.unread", unread: 0 });
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(3));
  });

  it("shows a popup only when the server says popup, and plays the sound only with sound", async () => {
    const play = vi.spyOn(notificationSound, "play").mockImplementation(() => undefined);
    const { push } = await signedIn();
    push({
      type: "notification.created",
      notification: notificationView({ _id: "01JAAAAAAAAAAAAAAAAAAAAAA1", title: "Quiet one" }),
    });
    push({
      type: "notification.created",
      notification: notificationView({ _id: "01JAAAAAAAAAAAAAAAAAAAAAA2", title: "Sound only" }),
      sound: true,
    });
    expect(play).toHaveBeenCalledTimes(1);
    push({
      type: "notification.created",
      notification: notificationView({ title: "Ann &amp; Bob <b>thanked</b> you" }),
      popup: true,
    });
    const toast = (await screen.findByText("Ann & Bob thanked you")).closest(".bp6-toast") as HTMLElement;
    expect(within(toast).getByText("Thanks for the help with the release!")).toBeTruthy();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Quiet one")).toBeNull();
    expect(screen.queryByText("Sound only")).toBeNull();
  });

  it("shows a notification pushed twice (a retried delivery) once", async () => {
    const play = vi.spyOn(notificationSound, "play").mockImplementation(() => undefined);
    const { push } = await signedIn();
    const event = { type: "notification.created", notification: notificationView(), popup: true, sound: true } as const;
    push(event);
    push(event);
    await screen.findByText("Bob thanked you");
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll(".bp6-toast")).toHaveLength(1);
  });

  it("opens the popup's link inside the SPA and marks it read", async () => {
    const { api, app, push } = await signedIn({
      "PUT /api/notification/01JAAAAAAAAAAAAAAAAAAAAAAA/read": {
        body: { _id: "01JAAAAAAAAAAAAAAAAAAAAAAA", read: true, changed: true, unread: 4 },
      },
    });
    push({ type: "notification.created", notification: notificationView(), popup: true });
    const toast = (await screen.findByText("Bob thanked you")).closest(".bp6-toast") as HTMLElement;
    await userEvent.click(within(toast).getByText("Open"));
    await waitFor(() => expect(app.location()).toBe("/post/p1"));
    expect(api.calls).toContain("PUT /api/notification/01JAAAAAAAAAAAAAAAAAAAAAAA/read");
    expect(await screen.findByRole("button", { name: "Notifications, unread: 4" })).toBeTruthy();
  });

  it("fetches the count again after the socket reconnects", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, socket } = await signedIn();
      await waitFor(() => expect(api.calls).toContain("GET /api/notification/unread/c1/u1"));
      act(() => socket.close());
      await act(() => vi.advanceTimersByTimeAsync(1000));
      act(() => FakeWebSocket.instances.at(-1)!.open());
      await waitFor(() =>
        expect(api.calls.filter((call) => call === "GET /api/notification/unread/c1/u1")).toHaveLength(2),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens the center from the bell", async () => {
    const { app } = await signedIn({
      "GET /api/notification/c1/all/u1/now": { body: { items: [], next: null } },
    });
    await userEvent.click(bell());
    await waitFor(() => expect(app.location()).toBe("/notifications"));
  });
});
