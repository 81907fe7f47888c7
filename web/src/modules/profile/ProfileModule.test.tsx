import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { userView, withRoles } from "../../test/fixtures";
import { chloe, openProfile } from "./testing";

const actions = () => screen.findByRole("group", { name: "Actions" });

describe("a colleague's profile", () => {
  it("shows the header and offers Thank and Follow (no Edit, no Pin for an employee)", async () => {
    const { app } = openProfile("/profile/u2");
    expect(await screen.findByRole("heading", { level: 1, name: "Chloe Davis" })).toBeTruthy();
    expect(screen.getByText("Head of sales · Sales")).toBeTruthy();
    expect(screen.getByText("Back on Monday")).toBeTruthy();
    const group = await actions();
    expect(within(group).queryByRole("button", { name: /Pin/ })).toBeNull();
    expect(within(group).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(await within(group).findByRole("button", { name: "Follow" })).toBeTruthy();

    await userEvent.click(within(group).getByRole("button", { name: "Thank" }));
    await waitFor(() => expect(app.location()).toBe("/company?tab=thanks&thank=u2"));
  });

  it("follows and unfollows, updating the subscribers count", async () => {
    const { api } = openProfile("/profile/u2", {
      "POST /api/follow": { body: { user_id: "u2", following: true, followersCount: 3 } },
      "POST /api/unfollow": { body: { user_id: "u2", following: false, followersCount: 2 } },
    });
    const group = await actions();
    expect(screen.getByRole("button", { name: "Subscribers: 2" })).toBeTruthy();
    await userEvent.click(await within(group).findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Subscribers: 3" })).toBeTruthy();
    expect(api.bodyOf("POST /api/follow")).toEqual({ user_id: "u2" });

    await userEvent.click(await within(group).findByRole("button", { name: "Unfollow" }));
    expect(await screen.findByRole("button", { name: "Subscribers: 2" })).toBeTruthy();
    expect(api.bodyOf("POST /api/unfollow")).toEqual({ user_id: "u2" });
    expect(await within(group).findByRole("button", { name: "Follow" })).toBeTruthy();
  });

  it("knows a colleague the reader already follows from the profile's answer", async () => {
    openProfile("/profile/u2", { "GET /api/user/u2": { body: { ...chloe, following: true } } });
    const group = await actions();
    expect(await within(group).findByRole("button", { name: "Unfollow" })).toBeTruthy();
  });

  it("lets an admin pin the colleague to the top of the address book, and unpin them", async () => {
    const { api } = openProfile(
      "/profile/u2",
      { "PUT /api/user/pin/u2": { body: { ...chloe, pinned_num: 1 } } },
      withRoles(["admin"]),
    );
    const group = await actions();
    expect(within(group).getByRole("button", { name: "Edit" })).toBeTruthy();
    await userEvent.click(within(group).getByRole("button", { name: "Pin in the address book" }));
    expect(await within(group).findByRole("button", { name: "Unpin from the address book" })).toBeTruthy();
    expect(api.calls).toContain("PUT /api/user/pin/u2");
  });

  it("offers no Thank or Follow on a fired colleague's profile", async () => {
    openProfile("/profile/u2", { "GET /api/user/u2": { body: { ...chloe, status: "fired" } } });
    expect(await screen.findByText("Fired")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Actions" })).toBeNull();
  });

  it("writes names in the reader's order: Russian is last name first", async () => {
    openProfile("/profile/u2", {}, userView({ lang: "ru" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Davis Chloe Anne" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Поблагодарить" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Подписчики: 2" })).toBeTruthy();
  });

  it("shows a failed load in place, with a retry", async () => {
    const { api } = openProfile("/profile/u2", { "GET /api/user/u2": apiError(500, "common.error_occurred") });
    expect(await screen.findByText("Could not load the profile")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls.filter((call) => call === "GET /api/user/u2").length).toBe(2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("one's own profile", () => {
  it("offers Edit and the notifications tab, and no Follow or Thank", async () => {
    const me = userView({ rights: ["wall", "profile_edit"], position: "Designer" });
    openProfile("/profile/u1", {}, me);
    expect(await screen.findByRole("heading", { level: 1, name: "Ann Lee" })).toBeTruthy();
    const group = await actions();
    expect(within(group).getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(within(group).queryByRole("button", { name: "Follow" })).toBeNull();
    expect(within(group).queryByRole("button", { name: "Thank" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Notifications" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Change password" })).toBeTruthy();

    await userEvent.click(within(group).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("offers no Edit without the profile_edit right", async () => {
    openProfile("/profile/u1", {}, userView({ position: "Designer" }));
    await screen.findByRole("heading", { level: 1, name: "Ann Lee" });
    expect(screen.queryByRole("group", { name: "Actions" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Notifications" })).toBeTruthy();
  });
});
