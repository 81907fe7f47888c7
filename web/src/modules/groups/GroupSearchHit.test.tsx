import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { SearchHit } from "@intranet/contracts/search";
import { groupView, openGroups } from "./testing";

const groupHit: SearchHit = {
  type: "group",
  id: "g1",
  title: { text: "Running club", highlights: [{ start: 0, end: 7 }] },
  snippet: { text: "Saturday runs in the park", highlights: [] },
  path: "/group/g1",
  meta: {},
};

describe("groups in search", () => {
  it("a group hit on the results page, under Groups, opens the group's page", async () => {
    const { app } = openGroups("/search?q=running", {
      "GET /api/search": ({ query }) => ({
        body: { q: query.get("q"), mode: "full", groups: [{ type: "group", hits: [groupHit], cursor: null }] },
      }),
      "GET /api/group/g1": {
        body: groupView({ standing: "member", can: { read: true, post: true, manage: false, delete: false } }),
      },
      "GET /api/group/g1/posts/0": { body: { items: [], cursor: null, seenUpTo: null } },
    });
    expect(await screen.findByRole("heading", { name: "Groups" })).toBeTruthy();
    const link = screen.getByRole("link", { name: /Running club/ });
    expect(link.getAttribute("href")).toBe("/group/g1");
    await userEvent.click(link);
    await waitFor(() => expect(app.location()).toBe("/group/g1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Running club" })).toBeTruthy();
  });
});
