import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { commentView, postView } from "../modules/wall/testing";
import { fakeApi, type FakeRoutes } from "../test/api";
import { clientView, storeSession, withRoles } from "../test/fixtures";
import { renderApp } from "../test/renderApp";

/**
 * A platform superadmin inside a company is none of its people: the SPA asks nothing that has no
 * meaning for them (their unread count, their notification center, their event feed) and shows no
 * bell or center entry for it.
 */
async function visiting(path: string, extra: FakeRoutes = {}) {
  const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
  const client = clientView();
  localStorage.setItem("client_id", client._id);
  localStorage.setItem("user_id", root._id);
  const api = fakeApi({
    [`GET /api/clients/${client._id}`]: { body: client },
    [`GET /api/user/for_client/${client._id}`]: { body: { items: [], cursor: null } },
    [`GET /api/post/news/${client._id}/0`]: { body: { items: [], cursor: null, seenUpTo: null } },
    ...extra,
  });
  storeSession(root);
  renderApp(path);
  await waitFor(() => expect(document.querySelector(".shell-navbar")).not.toBeNull());
  return api;
}

describe("a superadmin inside a company", () => {
  it("has no bell, no center entry and no unread call; the wall has no event feed tab and no composer", async () => {
    const api = await visiting("/company");
    await screen.findByRole("tab", { name: "Company news" });
    await waitFor(() => expect(api.calls).toContain("GET /api/post/news/c1/0"));
    expect(screen.queryByRole("tab", { name: "My event feed" })).toBeNull();
    expect(screen.queryByLabelText("Post text")).toBeNull();
    expect(screen.queryByRole("button", { name: "Notifications" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Notifications" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.includes("/api/notification"))).toEqual([]);
  });

  it("/notifications shows a plain note and calls nothing", async () => {
    const api = await visiting("/notifications");
    await screen.findByText("Notifications are for the company's employees: a platform administrator has none here.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.filter((call) => call.includes("/api/notification"))).toEqual([]);
  });

  it("reads a post without a like, a comment box, a reply or a view call", async () => {
    const post = postView({ seen: false, commentsCount: 1 });
    const api = await visiting("/post/p1", {
      "GET /api/post/p1": { body: post },
      "GET /api/post/p1/comments": { body: { items: [commentView()], cursor: null } },
    });
    const like = await screen.findByRole("button", { name: /^Like:/ });
    expect(like.closest("button")?.disabled).toBe(true);
    await waitFor(() => expect(api.calls).toContain("GET /api/post/p1/comments"));
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Write a comment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.filter((call) => call.startsWith("PUT "))).toEqual([]);
  });
});
