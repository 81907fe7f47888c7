import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearNotificationPopups } from "./shell/popup";
import { fakeApi } from "../../test/api";
import { FakeWebSocket } from "../../test/fakeWebSocket";
import { notificationView, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { currentLanguage } from "../../i18n";

/**
 * The same event, read by a ru reader and by a ua reader: the center shows the built-in texts in
 * the reader's language from the template code and values stored with the notification, whatever
 * language the server rendered the stored text in. Explicit texts (no code) show as stored.
 */
const comment = notificationView({
  _id: "01JAAAAAAAAAAAAAAAAAAAAAA3",
  title: "Frank Green commented on your post",
  body: "Great &lt;work&gt;",
  template: "comment.on_post",
  params: { actor: "Frank Green", excerpt: "Great <work>", recipient: "Chloe Davis" },
});
const explicit = notificationView({ _id: "01JAAAAAAAAAAAAAAAAAAAAAA2", title: "Party at 6", body: "", read: true });

async function centerOf(lang: "en" | "ru" | "ua") {
  const user = userView({ lang });
  fakeApi({
    ...startupRoutes(user),
    "GET /api/notification/unread/c1/u1": { body: { count: 1 } },
    "GET /api/notification/c1/all/u1/now": { body: { items: [comment, explicit], next: null } },
  });
  storeSession(user);
  renderApp("/notifications");
  await screen.findByText("Party at 6");
}

describe("notification texts in the reader's language", () => {
  it.each([
    ["ru", "Frank Green комментирует вашу публикацию"],
    ["ua", "Frank Green коментує вашу публікацію"],
    ["en", "Frank Green commented on your post"],
  ] as const)("a %s reader reads the comment as %j", async (lang, title) => {
    await centerOf(lang);
    expect(await screen.findByText(title)).toBeTruthy();
    // The value is escaped when filled in and shown as text, never as markup.
    expect(screen.getByText("Great <work>")).toBeTruthy();
    if (lang !== "en") expect(screen.queryByText("Frank Green commented on your post")).toBeNull();
  });
});

describe("popups in the reader's language", () => {
  afterEach(() => clearNotificationPopups());

  it.each([
    ["ru", "Frank Green комментирует вашу публикацию"],
    ["ua", "Frank Green коментує вашу публікацію"],
  ] as const)("a %s reader's popup reads %j", async (lang, title) => {
    const user = userView({ lang });
    fakeApi(startupRoutes(user));
    storeSession(user);
    renderApp("/profile/u1");
    // The notifications' shell part (its own chunk) holds the live listener: wait until it is
    // mounted (its header bell) before the server pushes, or the event reaches no listener.
    await waitFor(() => expect(document.querySelector(".notification-bell")).not.toBeNull(), { timeout: 20_000 });
    // The shell switches to the reader's language after loading it: a popup pushed before that
    // would rightly read in the language on screen.
    await waitFor(() => expect(currentLanguage()).toBe(lang), { timeout: 20_000 });
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.open());
    act(() => socket.receive({ type: "notification.created", notification: comment, popup: true }));
    // The first popup loads the toaster's chunk and the language's texts: slow on a busy machine.
    expect(await screen.findByText(title, undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText("Frank Green commented on your post")).toBeNull();
  });
});
