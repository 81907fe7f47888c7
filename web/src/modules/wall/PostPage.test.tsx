import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { withRoles } from "../../test/fixtures";
import { commentView, openWall, postView } from "./testing";

describe("post page /post/{_id}", () => {
  it("shows the post with its comments open and sends a reply to a comment", async () => {
    const { api } = openWall("/post/p1", {
      "GET /api/post/p1": {
        body: postView({
          commentsCount: 2,
          message: '<p>Hi <span data-mention="u1">@Ann Lee</span></p>',
        }),
      },
      "GET /api/post/p1/comments": {
        body: {
          items: [
            commentView({ repliesCount: 1 }),
            commentView({ _id: "k2", parentCommentId: "k1", text: "<p>Agreed</p>", authorId: "u1", author: null }),
          ],
          cursor: null,
        },
      },
      "POST /api/comment": ({ body }) => ({ status: 201, body: commentView({ _id: "k3", ...(body as object) }) }),
    });
    expect(await screen.findByText("Nice!")).toBeTruthy();
    expect(screen.getByText("Agreed").closest("li")?.className).toContain("wall-comment-reply");
    const mention = await screen.findByRole("link", { name: "@Ann Lee" });
    expect(mention.getAttribute("href")).toBe("/profile/u1");

    const thread = screen.getByText("Nice!").closest("li")!;
    await userEvent.click(within(thread).getByRole("button", { name: "Reply" }));
    const box = await screen.findByRole<HTMLTextAreaElement>("textbox", { name: "Reply to Chloe Davis" });
    expect(box.value).toBe("@Chloe Davis ");
    await userEvent.type(box, "me too");
    await userEvent.click(within(thread).getByRole("button", { name: "Reply" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/comment"));
    expect(api.bodyOf("POST /api/comment")).toEqual({
      postId: "p1",
      parentCommentId: "k1",
      text: '<p><span data-mention="u2">@Chloe Davis</span> me too</p>',
      mentions: ["u2"],
    });
    await waitFor(() => expect(screen.getByRole("button", { name: /^Comments:/ }).textContent).toContain("3"));
    expect(api.calls.filter((call) => call === "GET /api/post/p1/comments")).toHaveLength(2);
  });

  it("a group's post leads back to its group", async () => {
    const { app } = openWall("/post/p1", {
      "GET /api/post/p1": { body: postView({ parent: { type: "group", id: "g1" } }) },
      "GET /api/post/p1/comments": { body: { items: [], cursor: null } },
      "GET /api/group/g1": apiError(404, "groups.not_found"),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Back to the group" }));
    await waitFor(() => expect(app.location()).toBe("/group/g1"));
  });

  it("an empty comment gets the catalogue message and is not sent", async () => {
    const { api } = openWall("/post/p1", {
      "GET /api/post/p1": { body: postView() },
      "GET /api/post/p1/comments": { body: { items: [], cursor: null } },
    });
    expect(await screen.findByText("No comments yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Comment text is required")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/comment");
  });

  it("a missing post shows the not-found page", async () => {
    const { app } = openWall("/post/gone", {
      "GET /api/post/gone": apiError(404, "posts.not_found", "Post not found"),
    });
    await waitFor(() => expect(app.location()).toBe("/404"));
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("an admin deletes someone's post after confirming and goes back to the wall", async () => {
    const admin = withRoles(["admin"]);
    const { api, app } = openWall(
      "/post/p1",
      {
        "GET /api/post/p1": { body: postView() },
        "GET /api/post/p1/comments": { body: { items: [], cursor: null } },
        "DELETE /api/post/p1": { body: { _id: "p1", deleted: true } },
      },
      admin,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/post/p1"));
    await waitFor(() => expect(app.location()).toBe("/company"));
  });

  it("an employee cannot edit or delete a colleague's post", async () => {
    openWall("/post/p1", {
      "GET /api/post/p1": { body: postView() },
      "GET /api/post/p1/comments": { body: { items: [], cursor: null } },
    });
    expect(await screen.findByText("Hello team")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Actions" })).toBeNull();
  });

  it("the author edits a post in a dialog; its mentions and files stay", async () => {
    const mine = postView({
      authorId: "u1",
      message: '<p>Hi <span data-mention="u2">@Chloe Davis</span></p>',
      attachments: [{ _id: "01J0000000000000000000FILE", name: "plan.pdf", contentType: "application/pdf", size: 10 }],
    });
    const { api } = openWall("/post/p1", {
      "GET /api/post/p1": { body: mine },
      "GET /api/post/p1/comments": { body: { items: [], cursor: null } },
      "GET /api/files/01J0000000000000000000FILE/url": {
        body: { url: "https://files.example/plan.pdf", expiresAt: "2099-01-01T00:00:00Z" },
      },
      "PUT /api/post/p1": { body: { ...mine, message: "<p>Hello again</p>", updatedAt: "2026-11-21T09:00:00.000Z" } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    const box = within(dialog).getByRole<HTMLTextAreaElement>("textbox", { name: "Post text" });
    expect(box.value).toBe("Hi @Chloe Davis");
    await userEvent.type(box, " and all");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/post/p1"));
    expect(api.bodyOf("PUT /api/post/p1")).toEqual({
      message: '<p>Hi <span data-mention="u2">@Chloe Davis</span> and all</p>',
      mentions: ["u2"],
      attachments: ["01J0000000000000000000FILE"],
    });
    expect(await screen.findByText("Hello again")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download plan.pdf" }).getAttribute("href")).toBe(
      "https://files.example/plan.pdf",
    );
  });
});
