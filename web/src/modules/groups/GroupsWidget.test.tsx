import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openWall } from "../wall/testing";
import { groupPage, groupView } from "./testing";

describe("the groups widget on the company wall", () => {
  it("lists up to five of my groups with links, the invitations waiting and all groups", async () => {
    const mine = Array.from({ length: 7 }, (_, index) =>
      groupView({ _id: `g${index}`, name: `Group ${index}`, standing: index === 0 ? "owner" : "member" }),
    );
    openWall("/company", {
      "GET /api/group/byUser/u1": {
        body: groupPage([...mine, groupView({ _id: "gi", name: "Invited", standing: "invited" })]),
      },
    });
    const widget = await screen.findByRole("region", { name: "My groups" });
    expect(await within(widget).findByRole("link", { name: "Group 0" })).toBeTruthy();
    expect(within(widget).getByRole("link", { name: "Group 0" }).getAttribute("href")).toBe("/group/g0");
    expect(within(widget).getAllByRole("listitem")).toHaveLength(5);
    expect(within(widget).queryByRole("link", { name: "Invited" })).toBeNull();
    expect(
      within(widget)
        .getByRole("link", { name: /Invitations waiting: 1/ })
        .getAttribute("href"),
    ).toBe("/groups/");
    expect(within(widget).getByRole("link", { name: "All groups" }).getAttribute("href")).toBe("/groups/?tab=all");
  });

  it("with no groups, invites to find some", async () => {
    openWall("/company");
    const widget = await screen.findByRole("region", { name: "My groups" });
    expect(await within(widget).findByText("You are not in any group yet")).toBeTruthy();
    expect(within(widget).getByRole("link", { name: "Find groups" }).getAttribute("href")).toBe("/groups/?tab=all");
  });
});
