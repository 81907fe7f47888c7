import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PostView } from "@intranet/contracts";
import { apiError } from "../../test/api";
import { userView } from "../../test/fixtures";
import { groupView, openGroups, personView } from "./testing";
import { postView } from "../wall/testing";

const post = (overrides: Partial<PostView> = {}): PostView =>
  postView({ parent: { type: "group", id: "g1" }, message: "<p>Park run on Saturday</p>", ...overrides });
const people = (items: ReturnType<typeof personView>[]) => ({ body: { items, cursor: null } });
const manager = { read: true, post: true, manage: true, delete: true };

describe("a group's page", () => {
  it("shows a group it may not find as not found, in place", async () => {
    openGroups("/group/gone", { "GET /api/group/gone": apiError(404, "groups.not_found", "Group not found") });
    expect(await screen.findByText("Group not found")).toBeTruthy();
    expect(screen.getByText(/a private group you are not a member of/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers a cover and an avatar to the group's managers only", async () => {
    const member = groupView({ standing: "member", can: { read: true, post: true, manage: false, delete: false } });
    openGroups("/group/g1", {
      "GET /api/group/g1": { body: member },
      "GET /api/group/g1/posts/0": { body: { items: [], cursor: null, seenUpTo: null } },
    });
    expect(await screen.findByRole("heading", { name: member.name })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a cover" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload a photo" })).toBeNull();
  });

  it("lets a manager add a cover and an avatar", async () => {
    openGroups("/group/g1", {
      "GET /api/group/g1": { body: groupView({ standing: "owner", can: manager }) },
      "GET /api/group/g1/posts/0": { body: { items: [], cursor: null, seenUpTo: null } },
      "GET /api/group/g1/requests": people([]),
    });
    expect(await screen.findByRole("button", { name: "Add a cover" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload a photo" })).toBeTruthy();
  });

  it("keeps a closed group's wall and members locked for a non-member, who asks to join from there", async () => {
    const closed = groupView({ type: "closed", can: { read: false, post: false, manage: false, delete: false } });
    const { api } = openGroups("/group/g1", {
      "GET /api/group/g1": { body: closed },
      "POST /api/group/g1/join": { body: { group_id: "g1", user_id: "u1", standing: "requested", membersCount: 5 } },
    });
    expect(await screen.findByText("Join the group to see its posts")).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    await userEvent.click(within(panel).getByRole("button", { name: "Request to join" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/group/g1/join"));
    await userEvent.click(screen.getByRole("tab", { name: "Members" }));
    expect(await screen.findByText("Join the group to see its posts")).toBeTruthy();
    expect(api.calls.some((call) => call.includes("/posts/") || call.endsWith("/members"))).toBe(false);
  });

  it("a member reads the group's wall and posts to it with the group as the parent", async () => {
    const member = groupView({ standing: "member", can: { read: true, post: true, manage: false, delete: false } });
    const { api } = openGroups("/group/g1", {
      "GET /api/group/g1": { body: member },
      "GET /api/group/g1/posts/0": { body: { items: [post()], cursor: null, seenUpTo: null } },
      "POST /api/post": ({ body }) => ({
        body: post({ _id: "p2", authorId: "u1", message: (body as { message: string }).message }),
      }),
    });
    expect(await screen.findByText("Park run on Saturday")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Leave group" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: /Requests/ })).toBeNull();
    await userEvent.type(screen.getByRole("textbox", { name: "Post text" }), "Count me in");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Count me in")).toBeTruthy();
    expect(api.bodyOf("POST /api/post")).toMatchObject({ kind: "news", parent: { type: "group", id: "g1" } });
    expect(screen.getAllByRole("article").filter((item) => item.classList.contains("wall-post"))).toHaveLength(2);
  });

  it("the wall answers 403 (left meanwhile): the join state instead of an error", async () => {
    openGroups("/group/g1", {
      "GET /api/group/g1": {
        body: groupView({
          type: "closed",
          standing: "none",
          can: { ...manager, post: false, manage: false, delete: false },
        }),
      },
      "GET /api/group/g1/posts/0": apiError(403, "common.no_access", "No access"),
    });
    expect(await screen.findByText("Join the group to see its posts")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("its owner approves a request, changes roles, hands the group over and cannot leave", async () => {
    const { api } = openGroups("/group/g1?tab=requests", {
      "GET /api/group/g1": { body: groupView({ standing: "owner", owner: "u1", can: manager }) },
      "GET /api/group/g1/requests": people([
        personView({ userId: "u7", firstName: "Grace", lastName: "Hill", role: undefined }),
      ]),
      "GET /api/group/g1/members": people([
        personView({ userId: "u1", firstName: "Ann", lastName: "Lee", role: "owner" }),
        personView({ userId: "u2", role: "member" }),
      ]),
      "POST /api/group/g1/requests/u7/approve": {
        body: { group_id: "g1", user_id: "u7", standing: "member", membersCount: 6 },
      },
      "POST /api/group/g1/grants/user/u2": {
        body: { group_id: "g1", user_id: "u2", standing: "admin", membersCount: 6 },
      },
      "PUT /api/group/g1/replace_owner": { body: groupView({ standing: "admin", owner: "u2", can: manager }) },
    });
    expect(await screen.findByText(/You own this group/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave group" })).toBeNull();
    expect(await screen.findByRole("tab", { name: "Requests 1" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/group/g1/requests/u7/approve"));
    expect(await screen.findByText("Grace Hill joined the group")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Members" }));
    const members = await screen.findByRole("list", { name: "Members" });
    expect(within(members).getByText("Owner")).toBeTruthy();
    // No actions on oneself (the owner); the member's menu.
    expect(screen.queryByRole("button", { name: "Actions: Ann Lee" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Actions: Chloe Davis" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Make administrator" }));
    await waitFor(() => expect(api.bodyOf("POST /api/group/g1/grants/user/u2")).toEqual({ role: "admin" }));

    await userEvent.click(screen.getByRole("button", { name: "Actions: Chloe Davis" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Hand over ownership" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain("Hand the group over to Chloe Davis?");
    await userEvent.click(within(confirm).getByRole("button", { name: "Hand over ownership" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/group/g1/replace_owner")).toEqual({ user_id: "u2" }));
  });

  it("a manager invites colleagues found by name; members are marked and cannot be picked", async () => {
    const { api } = openGroups("/group/g1?tab=invitations", {
      "GET /api/group/g1": { body: groupView({ standing: "admin", can: { ...manager, delete: false } }) },
      "GET /api/group/g1/invitations": people([]),
      "GET /api/group/g1/members": people([personView({ userId: "u2" })]),
      "POST /api/user/filter/acme": ({ body }) => ({
        body: {
          items:
            (body as { search?: string }).search === "da"
              ? [
                  userView({ _id: "u2", firstName: "Chloe", lastName: "Davis" }),
                  userView({ _id: "u8", firstName: "Daniel", lastName: "Evans", position: "Account manager" }),
                ]
              : [],
          cursor: null,
        },
      }),
      "POST /api/group/g1/invitations": { body: { invited: ["u8"], skipped: [] } },
    });
    expect(await screen.findByText("No pending invitations")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Invite people" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Find colleagues" }), "da");
    const daniel = await within(dialog).findByRole("checkbox", { name: /Daniel Evans/ });
    const chloe = within(dialog).getByRole("checkbox", { name: /Chloe Davis/ });
    expect((chloe as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(daniel);
    await userEvent.click(within(dialog).getByRole("button", { name: "Invite (1)" }));
    await waitFor(() => expect(api.bodyOf("POST /api/group/g1/invitations")).toEqual({ user_ids: ["u8"] }));
    expect(await screen.findByText("Invitations sent: 1")).toBeTruthy();
  });

  it("settings save the group's fields, and its owner deletes it after confirming", async () => {
    let saved = groupView({ standing: "owner", can: manager });
    const { api, app } = openGroups("/group/g1?tab=settings", {
      "GET /api/group/g1": () => ({ body: saved }),
      "GET /api/group/g1/requests": people([]),
      "PUT /api/group/g1": ({ body }) => {
        saved = { ...saved, ...(body as object) };
        return { body: saved };
      },
      "DELETE /api/group/g1": { body: { _id: "g1", deleted: true } },
      "GET /api/group/byUser/u1": { body: { items: [], cursor: null } },
    });
    const name = await screen.findByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Runners");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/group/g1")).toEqual({
        name: "Runners",
        description: "Saturday runs in the park",
        type: "public",
        postPolicy: "members",
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Runners" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Delete group" }));
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete group" }));
    await waitFor(() => expect(api.calls).toContain("DELETE /api/group/g1"));
    await waitFor(() => expect(app.location()).toBe("/groups/"));
  });
});
