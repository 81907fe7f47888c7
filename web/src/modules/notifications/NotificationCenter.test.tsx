import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { NotificationSettingsView } from "@intranet/contracts";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { notificationView, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const first = notificationView({ _id: "01JAAAAAAAAAAAAAAAAAAAAAA3", title: "Bob thanked you" });
const second = notificationView({
  _id: "01JAAAAAAAAAAAAAAAAAAAAAA2",
  title: "Bob mentioned you in a post",
  read: true,
  link: "https://example.com/doc",
});
const older = notificationView({
  _id: "01JAAAAAAAAAAAAAAAAAAAAAA1",
  title: "An older one",
  actor: undefined,
  link: undefined,
});
const bob = userView({ _id: "u2", login: "bob", firstName: "Bob", lastName: "Stone", fullName: "Bob Stone" });

async function openCenter(extra: FakeRoutes = {}, path = "/notifications") {
  const user = userView();
  const api = fakeApi({
    ...startupRoutes(user),
    "GET /api/user/u2": { body: bob },
    "GET /api/notification/unread/c1/u1": { body: { count: 2 } },
    "GET /api/notification/c1/all/u1/now": { body: { items: [first, second], next: second._id } },
    [`GET /api/notification/c1/all/u1/${second._id}`]: { body: { items: [older], next: null } },
    ...extra,
  });
  storeSession(user);
  const app = renderApp(path);
  await screen.findByText("Bob thanked you");
  return { api, app };
}

const item = (title: string) => screen.getByText(title).closest("li") as HTMLElement;
const badge = (count: number) => screen.findByRole("button", { name: `Notifications, unread: ${count}` });

describe("/notifications (product-spec §2, §3, §4)", () => {
  it("lists the newest first with actor and time, unread ones marked, and pages by the answer's next", async () => {
    const { api } = await openCenter();
    expect(item("Bob thanked you").classList.contains("notification-item-unread")).toBe(true);
    expect(within(item("Bob thanked you")).getByText("Unread")).toBeTruthy();
    expect(item("Bob mentioned you in a post").classList.contains("notification-item-unread")).toBe(false);
    expect(await within(item("Bob thanked you")).findByText("Bob Stone")).toBeTruthy();
    expect(within(item("Bob thanked you")).getByText("Thanks for the help with the release!")).toBeTruthy();
    expect(item("Bob thanked you").querySelector("time")?.getAttribute("datetime")).toBe(first.time);
    expect(screen.getByRole("heading", { name: /Notifications/ }).textContent).toContain("Unread: 2");

    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("An older one")).toBeTruthy();
    expect(within(item("An older one")).getByText("System")).toBeTruthy();
    expect(api.calls).toContain(`GET /api/notification/c1/all/u1/${second._id}`);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push(element);
          this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as never);
        }
        disconnect() {}
      },
    );
    await openCenter();
    expect(await screen.findByText("An older one")).toBeTruthy();
    expect(observed.length).toBeGreaterThan(0);
  });

  it("asks for the chosen section and read filter", async () => {
    const { api, app } = await openCenter({
      "GET /api/notification/c1/posts/u1/now": { body: { items: [], next: null } },
    });
    await userEvent.click(screen.getByRole("tab", { name: "Posts" }));
    expect(await screen.findByText("No notifications here yet")).toBeTruthy();
    expect(app.location()).toBe("/notifications?section=posts");
    expect(api.queryOf("GET /api/notification/c1/posts/u1/now")?.get("read")).toBeNull();

    await userEvent.click(screen.getByRole("radio", { name: "Unread" }));
    expect(await screen.findByText("No unread notifications")).toBeTruthy();
    expect(api.queryOf("GET /api/notification/c1/posts/u1/now")?.get("read")).toBe("false");
    expect(app.location()).toBe("/notifications?section=posts&read=unread");
  });

  it("names every section tab", async () => {
    await openCenter();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual([
      "All",
      "Events",
      "Groups",
      "Polls",
      "Posts",
      "Services",
      "Development plans",
      "Shop",
      "Responsibilities",
      "Chats",
      "Tasks",
      "Adaptation",
      "Vacations",
      "Other",
    ]);
  });

  it("marks a notification read on a click, updates the badge and follows its link in the SPA", async () => {
    const { api, app } = await openCenter({
      [`PUT /api/notification/${first._id}/read`]: {
        body: { _id: first._id, read: true, changed: true, unread: 1 },
      },
    });
    await badge(2);
    await userEvent.click(screen.getByText("Bob thanked you"));
    await waitFor(() => expect(app.location()).toBe("/post/p1"));
    expect(api.calls).toContain(`PUT /api/notification/${first._id}/read`);
    expect(await badge(1)).toBeTruthy();
  });

  it("opens an outside link in a new tab, without marking an item read twice", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const { api } = await openCenter();
    await userEvent.click(screen.getByText("Bob mentioned you in a post"));
    expect(open).toHaveBeenCalledWith("https://example.com/doc", "_blank", "noopener");
    expect(api.calls.some((call) => call.startsWith("PUT "))).toBe(false);
  });

  it("marks all as read: the badge and the highlighting go, an unread list empties", async () => {
    let marked = false;
    const { api } = await openCenter(
      {
        "PUT /api/notification/c1/all/read": () => {
          marked = true;
          return { body: { marked: 2, unread: 0, pending: false } };
        },
        "GET /api/notification/c1/all/u1/now": () => ({
          body: { items: marked ? [] : [first], next: null },
        }),
      },
      "/notifications?read=unread",
    );
    await badge(2);
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(api.calls).toContain("PUT /api/notification/c1/all/read");
    expect(await screen.findByText("No unread notifications")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(true);
  });

  it("saves the user's own channels", async () => {
    const settings: NotificationSettingsView = {
      client_id: "c1",
      user_id: "u1",
      channels: {},
      sections: {},
      effective: {
        channels: {
          system: true,
          sound: true,
          email: false,
          center: true,
          telegram: false,
          teams: false,
          slack: false,
        },
        sections: {} as NotificationSettingsView["effective"]["sections"],
        likes: true,
      },
    };
    const { api } = await openCenter({
      "GET /api/user/notifications/u1": { body: settings },
      "PUT /api/user/notifications/u1": { body: settings },
    });
    await userEvent.click(screen.getByRole("button", { name: "Notification settings" }));
    const dialog = await screen.findByRole("dialog");
    const email = await within(dialog).findByRole("checkbox", { name: /^Email/ });
    expect((within(dialog).getByRole("checkbox", { name: /^Popup on screen/ }) as HTMLInputElement).checked).toBe(true);
    expect((email as HTMLInputElement).checked).toBe(false);
    await userEvent.click(email);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Likes on my posts" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.bodyOf("PUT /api/user/notifications/u1")).toEqual({
      channels: { email: true },
      sections: {},
      likes: false,
    });
  });
});
