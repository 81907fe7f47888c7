import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PostView } from "@intranet/contracts";
import { userView } from "../../test/fixtures";
import { chloe, dan, openProfile, page, settingsView } from "./testing";

const tab = (name: string) => screen.findByRole("tab", { name });
const selected = async (name: string) => (await tab(name)).getAttribute("aria-selected") === "true";

describe("profile tabs", () => {
  it("keeps the selected tab in the URL and lists the colleague's contacts as links", async () => {
    const { app } = openProfile("/profile/u2?tab=contacts");
    expect(await selected("Contacts")).toBe(true);
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByRole("link", { name: "chloe@example.com" }).getAttribute("href")).toBe(
      "mailto:chloe@example.com",
    );
    expect(within(panel).getByRole("link", { name: "+44 20 7946 0958" }).getAttribute("href")).toBe(
      "tel:+442079460958",
    );
    expect(within(panel).getByRole("link", { name: "204" }).getAttribute("href")).toBe("tel:204");
    expect(within(panel).getByRole("link", { name: "@chloe_d" }).getAttribute("href")).toBe("https://t.me/chloe_d");

    await userEvent.click(await tab("Main"));
    expect(app.location()).toBe("/profile/u2");
    expect(await screen.findByText("Manchester")).toBeTruthy();
    expect(screen.getByText("March 15, 2020")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Notifications" })).toBeNull();
  });

  it("lists the subscribers, each linking to their profile, a page at a time", async () => {
    const { app, api } = openProfile("/profile/u2", {
      "GET /api/user/u2/followers": ({ query }) => ({
        body:
          query.get("cursor") === "more"
            ? page([userView({ _id: "u4", firstName: "Eve", lastName: "Fox" })])
            : page([dan], "more"),
      }),
    });
    await userEvent.click(await tab("Subscribers"));
    expect(app.location()).toBe("/profile/u2?tab=subscribers");
    const link = await screen.findByRole("link", { name: "Daniel Evans" });
    expect(link.getAttribute("href")).toBe("/profile/u3");
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: "Eve Fox" })).toBeTruthy();
    expect(api.queryOf("GET /api/user/u2/followers")?.get("cursor")).toBe("more");
  });

  it("opens the subscribers from the header's count", async () => {
    const { app } = openProfile("/profile/u2");
    await userEvent.click(await screen.findByRole("button", { name: "Subscribers: 2" }));
    expect(app.location()).toBe("/profile/u2?tab=subscribers");
    expect(await screen.findByRole("link", { name: "Daniel Evans" })).toBeTruthy();
  });

  it("hides tabs without content, and a tab in the URL that is not shown opens the main tab", async () => {
    openProfile("/profile/u2?tab=notifications", {
      "GET /api/user/u2": {
        body: {
          ...chloe,
          phone: undefined,
          internalPhone: undefined,
          telegram: undefined,
          email: "",
          followersCount: 0,
        },
      },
    });
    expect(await selected("Main")).toBe(true);
    expect(screen.queryByRole("tab", { name: "Contacts" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Subscribers" })).toBeNull();
    expect(screen.getByText("Subscribers: 0")).toBeTruthy();
  });

  it("shows an empty main tab as such", async () => {
    openProfile("/profile/u2", {
      "GET /api/user/u2": { body: userView({ _id: "u2", firstName: "Chloe", lastName: "Davis" }) },
    });
    expect(await screen.findByText("No details yet")).toBeTruthy();
  });

  it("opens one's own notification channels from the notifications tab", async () => {
    const { app, api } = openProfile("/profile/u1?tab=notifications", {
      "GET /api/user/notifications/u1": { body: settingsView },
    });
    expect(await selected("Notifications")).toBe(true);
    await userEvent.click(await screen.findByRole("button", { name: "Notification settings" }));
    const dialog = await screen.findByRole("dialog");
    const email = await within(dialog).findByRole("checkbox", { name: /^Email/ });
    expect((email as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(api.calls).toContain("GET /api/user/notifications/u1"));
    expect(app.location()).toBe("/profile/u1?tab=notifications");
  });
});

const post = (overrides: Partial<PostView> = {}): PostView => ({
  _id: "p1",
  client_id: "c1",
  kind: "thanks",
  parent: { type: "wall", id: "c1" },
  authorId: "u3",
  author: { _id: "u3", fullName: "Daniel Evans", firstName: "Daniel", lastName: "Evans", status: "active" },
  message: "<p>Thanks, Chloe, for the Nordic numbers!</p>",
  mentions: ["u2"],
  attachments: [],
  likesCount: 2,
  viewsCount: 5,
  commentsCount: 0,
  liked: false,
  seen: true,
  createdAt: "2026-01-05T10:00:00.000Z",
  ...overrides,
});

describe("the posts tab", () => {
  it("shows the person's event feed with the wall's own cards, page after page", async () => {
    const { api } = openProfile("/profile/u2?tab=posts", {
      "GET /api/post/user_feed/u2/0": { body: { items: [post()], cursor: "next", seenUpTo: null } },
      "GET /api/post/user_feed/u2/next": {
        body: {
          items: [post({ _id: "p2", message: "<p>Quarter closed</p>", seen: false })],
          cursor: null,
          seenUpTo: null,
        },
      },
    });
    expect(await selected("Posts")).toBe(true);
    const card = await screen.findByRole("article", { name: "Daniel Evans" });
    expect(within(card).getByText("Thanks, Chloe, for the Nordic numbers!")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Quarter closed")).toBeTruthy();
    expect(api.calls).toContain("GET /api/post/user_feed/u2/next");
    // Someone else's feed is not the reader's to mark read.
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("says when the person has no posts yet", async () => {
    openProfile("/profile/u2?tab=posts", {
      "GET /api/post/user_feed/u2/0": { body: { items: [], cursor: null, seenUpTo: null } },
    });
    expect(await screen.findByText("No posts by or about this colleague yet.")).toBeTruthy();
  });

  it("is not offered to a reader without the wall", async () => {
    const { api } = openProfile("/profile/u2?tab=posts", {}, userView({ rights: ["groups"] }));
    expect(await selected("Main")).toBe(true);
    expect(screen.queryByRole("tab", { name: "Posts" })).toBeNull();
    expect(api.calls.some((call) => call.startsWith("GET /api/post/"))).toBe(false);
  });
});
