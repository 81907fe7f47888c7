import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openWall } from "../wall/testing";
import { listRoute, pollPage, pollster, pollSummary } from "./testing";
import { openPolls } from "./testing";

describe("the polls widget on the company wall", () => {
  it("lists the first polls to take, mandatory ones marked, and links to all polls", async () => {
    const polls = Array.from({ length: 6 }, (_, index) =>
      pollSummary({ _id: `p${index}`, name: `Poll ${index}`, mandatory: index === 0 }),
    );
    openWall(
      "/company",
      {
        [listRoute()]: { body: pollPage([...polls, pollSummary({ _id: "px", name: "Done", can: { answer: false } })]) },
      },
      pollster(),
    );
    const widget = await screen.findByRole("region", { name: "Polls" });
    expect((await within(widget).findByRole("link", { name: "Poll 0" })).getAttribute("href")).toBe("/poll/p0");
    expect(within(widget).getAllByRole("listitem")).toHaveLength(4);
    expect(within(widget).getByText(/Mandatory/)).toBeTruthy();
    expect(within(widget).queryByRole("link", { name: "Done" })).toBeNull();
    expect(within(widget).getByText("And 2 more")).toBeTruthy();
    expect(within(widget).getByRole("link", { name: "All polls" }).getAttribute("href")).toBe("/polls");
  });

  it("with nothing to take, says so", async () => {
    openWall("/company", { [listRoute()]: { body: pollPage([]) } }, pollster());
    const widget = await screen.findByRole("region", { name: "Polls" });
    expect(await within(widget).findByText("No polls to take")).toBeTruthy();
  });
});

describe("the mandatory polls' prompt", () => {
  it("on arrival lists the mandatory polls not answered yet, once per session", async () => {
    const { app } = openPolls("/polls?tab=mine", {
      [listRoute()]: ({ query }) => ({
        body: pollPage(
          query.get("tab") === "available"
            ? [
                pollSummary({ _id: "p1", name: "Safety briefing", mandatory: true }),
                pollSummary({ _id: "p2", name: "Optional one" }),
              ]
            : [],
        ),
      }),
      "GET /api/poll/p1": {
        body: { ...pollSummary({ mandatory: true, name: "Safety briefing" }), questions: [], recipients: [] },
      },
    });
    const dialog = await screen.findByRole("dialog", { name: "Polls waiting for you" });
    expect(within(dialog).getByRole("link", { name: "Safety briefing" })).toBeTruthy();
    expect(within(dialog).queryByText("Optional one")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Take now" }));
    await waitFor(() => expect(app.location()).toBe("/poll/p1"));
    expect(screen.queryByRole("dialog", { name: "Polls waiting for you" })).toBeNull();
    expect(sessionStorage.getItem("polls_prompted")).toBe("c1.u1");
  });
});
