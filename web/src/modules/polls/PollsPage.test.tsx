import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withRoles } from "../../test/fixtures";
import { toTakeFirst } from "./PollList";
import { listRoute, openPolls, pollPage, pollSummary } from "./testing";

const card = (name: string) => screen.getByRole("article", { name });

describe("the polls list", () => {
  it("shows the polls to take first, the answered and finished ones marked, with their next step", async () => {
    const { api } = openPolls("/polls", {
      [listRoute()]: ({ query }) => ({
        body: pollPage(
          query.get("tab") === "taken"
            ? [
                pollSummary({
                  _id: "p3",
                  name: "Lunch poll",
                  answeredAt: "2026-11-03T10:00:00.000Z",
                  can: { answer: false },
                }),
              ]
            : [
                pollSummary({
                  _id: "p2",
                  name: "Old survey",
                  status: "finished",
                  can: { answer: false, results: true },
                }),
                pollSummary({ _id: "p1", name: "Office survey", mandatory: true }),
              ],
        ),
      }),
    });
    const list = await screen.findByRole("list", { name: "To take" });
    const names = within(list)
      .getAllByRole("article")
      .map((article) => article.getAttribute("aria-label"));
    expect(names).toEqual(["Office survey", "Old survey"]);
    expect(within(card("Office survey")).getByText("Mandatory")).toBeTruthy();
    expect(within(card("Office survey")).getByRole("link", { name: "Take" }).getAttribute("href")).toBe("/poll/p1");
    expect(within(card("Old survey")).getByText("Finished")).toBeTruthy();
    expect(within(card("Old survey")).getByRole("link", { name: "Results" }).getAttribute("href")).toBe(
      "/poll/p2/results",
    );
    expect(api.queryOf(listRoute())?.get("tab")).toBe("available");
    // An employee has no "All" tab.
    expect(screen.queryByRole("tab", { name: "All" })).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "Taken" }));
    expect(await screen.findByRole("article", { name: "Lunch poll" })).toBeTruthy();
    expect(within(card("Lunch poll")).getByText("Answered")).toBeTruthy();
    expect(api.queryOf(listRoute())?.get("tab")).toBe("taken");
  });

  it("an admin has the All tab; an empty tab says so; New poll opens the editor", async () => {
    const admin = withRoles(["admin"]);
    const tabs: Array<string | null> = [];
    const { app } = openPolls(
      "/polls?tab=all",
      {
        [listRoute()]: ({ query }) => {
          tabs.push(query.get("tab"));
          return { body: pollPage([]) };
        },
      },
      admin,
    );
    expect(await screen.findByText("No polls in the company yet")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    expect(tabs).toContain("all");
    await userEvent.click(screen.getByRole("link", { name: "New poll" }));
    await waitFor(() => expect(app.location()).toBe("/poll/new"));
    expect(await screen.findByRole("heading", { level: 1, name: "New poll" })).toBeTruthy();
  });

  it("orders the polls to take before the rest, keeping the list's order otherwise", () => {
    const open = pollSummary({ _id: "a" });
    const done = pollSummary({ _id: "b", can: { answer: false } });
    const other = pollSummary({ _id: "c" });
    expect(toTakeFirst([done, open, other]).map((poll) => poll._id)).toEqual(["a", "c", "b"]);
  });
});
