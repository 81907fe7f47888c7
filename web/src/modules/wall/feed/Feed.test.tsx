import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { FakeIntersectionObserver, openWall, page, postView } from "../testing";

const posts = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const n = from + index;
    return postView({ _id: `p${n}`, message: `<p>Post number ${n}</p>` });
  });

describe("wall feed", () => {
  it("loads the next page by the cursor when the end of the list comes into view", async () => {
    FakeIntersectionObserver.install();
    const { api } = openWall("/company", {
      "GET /api/post/news/c1/0": { body: page(posts(1, 20), "cursor-a") },
      "GET /api/post/news/c1/cursor-a": { body: page(posts(21, 5), null) },
    });
    expect(await screen.findByText("Post number 1")).toBeTruthy();
    expect(screen.queryByText("Post number 21")).toBeNull();
    act(() => FakeIntersectionObserver.show(1, (element) => element.classList.contains("wall-more")));
    expect(await screen.findByText("Post number 25")).toBeTruthy();
    expect(api.calls.filter((call) => call.startsWith("GET /api/post/news/c1/"))).toEqual([
      "GET /api/post/news/c1/0",
      "GET /api/post/news/c1/cursor-a",
    ]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(screen.getAllByRole("article")).toHaveLength(25);
  });

  it("keeps a Show more button for browsers without IntersectionObserver; the thanks and own feeds have their paths", async () => {
    const { api } = openWall("/company?tab=thanks", {
      "GET /api/post/news/c1/0": {
        body: page([postView({ _id: "t1", kind: "thanks", message: "<p>Thank you</p>" })], "next"),
      },
      "GET /api/post/news/c1/next": {
        body: page([postView({ _id: "t2", kind: "thanks", message: "<p>Older thanks</p>" })]),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Older thanks")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "My event feed" }));
    await waitFor(() => expect(api.calls).toContain("GET /api/post/user_feed/u1/0"));
    expect(screen.queryByRole("textbox", { name: "Post text" })).toBeNull();
  });

  it("likes and unlikes at once, and takes the like back when the API refuses", async () => {
    let likeAnswer = { body: { _id: "p1", liked: true, likesCount: 3 } } as object;
    const { api } = openWall("/company", {
      "GET /api/post/news/c1/0": { body: page([postView({ likesCount: 2 })]) },
      "PUT /api/post/p1/like": () => likeAnswer,
      "DELETE /api/post/p1/like": { body: { _id: "p1", liked: false, likesCount: 2 } },
    });
    const like = await screen.findByRole("button", { name: /^Like:/ });
    expect(like.textContent).toContain("2");
    await userEvent.click(like);
    const unlike = await screen.findByRole("button", { name: /^Remove like:/ });
    expect(unlike.textContent).toContain("3");
    expect(unlike.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(unlike);
    await waitFor(() => expect(api.calls).toContain("DELETE /api/post/p1/like"));
    expect((await screen.findByRole("button", { name: /^Like:/ })).textContent).toContain("2");

    likeAnswer = apiError(404, "posts.not_found");
    await userEvent.click(screen.getByRole("button", { name: /^Like:/ }));
    await waitFor(() => expect(screen.getByRole("button", { name: /^Like:/ }).textContent).toContain("2"));
  });

  it("marks a post viewed once it stayed half visible for a second, and marks the whole feed read", async () => {
    FakeIntersectionObserver.install();
    const { api } = openWall("/company", {
      "GET /api/post/news/c1/0": { body: page([postView({ seen: false }), postView({ _id: "p2", seen: false })]) },
      "PUT /api/post/p1/view": { body: { _id: "p1", viewed: true, viewsCount: 7, viewedAt: "2026-11-21T00:00:00Z" } },
      "PUT /api/post/all/view": { body: { where: "news", user_id: "u1", seenUpTo: "p2" } },
    });
    const first = (await screen.findAllByRole("article"))[0]!;
    act(() => FakeIntersectionObserver.show(0.3, (element) => element === first));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(api.calls).not.toContain("PUT /api/post/p1/view");
    act(() => FakeIntersectionObserver.show(0.6, (element) => element === first));
    await waitFor(() => expect(api.calls).toContain("PUT /api/post/p1/view"), { timeout: 3000 });
    expect(await within(first).findByLabelText("Views: 7")).toBeTruthy();
    expect(within(first).queryByText("New")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryByText("New")).toBeNull());
    expect(api.bodyOf("PUT /api/post/all/view")).toEqual({ user_id: "u1", where: "news" });
    expect(api.calls.filter((call) => call.endsWith("/view") && call !== "PUT /api/post/all/view")).toEqual([
      "PUT /api/post/p1/view",
    ]);
  });

  it("shows a failed feed in place, with the catalogue message and a retry, not in a dialog", async () => {
    let answer = apiError(500, "common.server_error", "Server error (e500)") as object;
    openWall("/company", { "GET /api/post/news/c1/0": () => answer });
    expect(await screen.findByText("Server error (e500)")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    answer = { body: page(posts(1, 1)) };
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Post number 1")).toBeTruthy();
  });
});
