import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { withRoles } from "../../test/fixtures";
import { groupPage, groupView, openGroups } from "./testing";

const card = (name: string) => screen.getByRole("article", { name });

describe("the groups list", () => {
  it("shows my invitations, requests and groups, each with its next step", async () => {
    const { api } = openGroups("/groups/", {
      "GET /api/group/byUser/u1": {
        body: groupPage([
          groupView({
            _id: "g1",
            name: "Running club",
            standing: "member",
            can: { read: true, post: true, manage: false, delete: false },
          }),
          groupView({ _id: "g2", name: "Product council", type: "closed", standing: "requested" }),
          groupView({ _id: "g3", name: "Leadership", type: "private", standing: "invited", membersCount: 3 }),
        ]),
      },
      "POST /api/group/g3/invitation/accept": {
        body: { group_id: "g3", user_id: "u1", standing: "member", membersCount: 4 },
      },
    });
    const invitations = await screen.findByRole("heading", { name: /Invitations/ });
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(["Invitations 1", "Your requests 1", "Your groups 1"]);
    expect(invitations).toBeTruthy();
    expect(within(card("Leadership")).getByText("Private")).toBeTruthy();
    expect(within(card("Leadership")).getByText("Members: 3")).toBeTruthy();
    expect(within(card("Product council")).getByRole("button", { name: "Withdraw request" })).toBeTruthy();
    expect(within(card("Running club")).getByRole("button", { name: "Open" })).toBeTruthy();
    expect(within(card("Running club")).getByText("Member")).toBeTruthy();

    await userEvent.click(within(card("Leadership")).getByRole("button", { name: "Accept invitation" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/group/g3/invitation/accept"));
    expect(await screen.findByText("Welcome to “Leadership”")).toBeTruthy();
    // Every list is read again after a step.
    await waitFor(() => expect(api.calls.filter((call) => call === "GET /api/group/byUser/u1")).toHaveLength(2));
  });

  it("with no groups yet, leads to all groups; there it searches as you type and joins or asks to join", async () => {
    const { api, app } = openGroups("/groups/", {
      "GET /api/group/byUser/u1": { body: groupPage([]) },
      "GET /api/group/byClient/c1": ({ query }) => ({
        body: groupPage(
          query.get("search") === "run"
            ? [groupView()]
            : [
                groupView(),
                groupView({
                  _id: "g2",
                  name: "Product council",
                  type: "closed",
                  can: { read: false, post: false, manage: false, delete: false },
                }),
              ],
        ),
      }),
      "POST /api/group/g1/join": { body: { group_id: "g1", user_id: "u1", standing: "member", membersCount: 6 } },
      "POST /api/group/g2/join": { body: { group_id: "g2", user_id: "u1", standing: "requested", membersCount: 4 } },
    });
    expect(await screen.findByText("You are not in any group yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Find groups" }));
    await waitFor(() => expect(app.location()).toBe("/groups/?tab=all"));
    expect(await screen.findByRole("article", { name: "Product council" })).toBeTruthy();

    await userEvent.click(within(card("Product council")).getByRole("button", { name: "Request to join" }));
    expect(
      await screen.findByText("Your request to join “Product council” is sent to its administrators"),
    ).toBeTruthy();
    await userEvent.click(within(card("Running club")).getByRole("button", { name: "Join" }));
    expect(await screen.findByText("You joined “Running club”")).toBeTruthy();

    await userEvent.type(screen.getByRole("searchbox", { name: "Find a group" }), "run");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Product council" })).toBeNull());
    expect(api.queryOf("GET /api/group/byClient/c1")?.get("search")).toBe("run");
    expect(app.location()).toBe("/groups/?tab=all&q=run");
  });

  it("creates a group: the contract's rules and the API's field errors under the fields, then opens it", async () => {
    let answer = apiError(400, "common.validation", "Validation error", {
      issues: [{ in: "body", path: "name", message: "groups.incorrect_fields", code: "custom" }],
    }) as object;
    const { api, app } = openGroups("/groups/", {
      "GET /api/group/byUser/u1": { body: groupPage([]) },
      "POST /api/group/": () => answer,
      "GET /api/group/g9": { body: groupView({ _id: "g9", name: "Chess", standing: "owner" }) },
      "GET /api/group/g9/members": { body: { items: [], cursor: null } },
      "GET /api/group/g9/posts/0": { body: { items: [], cursor: null, seenUpTo: null } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Create group" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("250 characters left")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect((await within(dialog).findAllByText("Empty fields")).length).toBe(2);
    expect(api.calls).not.toContain("POST /api/group/");

    await userEvent.type(within(dialog).getByLabelText("Name"), "Chess");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Lunchtime games");
    await userEvent.click(within(dialog).getByRole("radio", { name: /Closed/ }));
    await userEvent.click(within(dialog).getByRole("radio", { name: "Only the owner and administrators" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Incorrect fields")).toBeTruthy();
    expect(api.bodyOf("POST /api/group/")).toEqual({
      name: "Chess",
      description: "Lunchtime games",
      type: "closed",
      postPolicy: "admins",
    });

    answer = { body: groupView({ _id: "g9", name: "Chess", standing: "owner" }) };
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    await waitFor(() => expect(app.location()).toBe("/group/g9"));
    expect(await screen.findByRole("heading", { level: 1, name: "Chess" })).toBeTruthy();
  });

  it("a visiting superadmin sees all groups, with no groups of their own, no create and no joining", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    localStorage.setItem("user_id", root._id);
    const { api } = openGroups("/groups/", { "GET /api/group/byClient/c1": { body: groupPage([groupView()]) } }, root);
    expect(await screen.findByRole("article", { name: "Running club" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "My groups" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create group" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
    expect(api.calls.some((call) => call.startsWith("GET /api/group/byUser/"))).toBe(false);
  });
});
