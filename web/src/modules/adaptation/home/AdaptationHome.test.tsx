import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { adaptSummary, adaptView, admin, openAdaptation, planStep, trackSummary } from "../testing";

describe("my adaptation (a newcomer)", () => {
  it("shows today's open steps first, the path ahead with the day each opens, the done ones folded", async () => {
    openAdaptation("/adaptation", {
      "GET /api/adaptation/list_for/u1": { body: [adaptSummary()] },
      "GET /api/adaptation/on_track/a1": { body: adaptView() },
    });
    const today = await screen.findByRole("list", { name: "What to do today" });
    const rows = within(today).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".adapt-step-name")?.textContent)).toEqual([
      "Meet the team",
      "Set up the laptop",
    ]);
    // A checked task marked done waits for the mentor, with no button.
    expect(within(rows[1]!).getByText("Waiting for your mentor's check")).toBeTruthy();
    expect(within(rows[1]!).queryByRole("button", { name: /Done/ })).toBeNull();
    // Only one tab of content: no tabs, its name is the title.
    expect(screen.queryByRole("tab")).toBeNull();
    expect(screen.getByRole("heading", { name: "My adaptation" })).toBeTruthy();

    const ahead = screen.getByRole("heading", { name: "The path ahead" }).closest("section")!;
    expect(within(ahead).getByText("First month")).toBeTruthy();
    expect(within(ahead).getByText("Read the handbook")).toBeTruthy();
    expect(within(ahead).getByText("Opens on November 9")).toBeTruthy();
    // A locked article is not a link yet.
    expect(within(ahead).queryByRole("link", { name: "Read the handbook" })).toBeNull();

    const done = screen.getByText("Done (1)").closest("details")!;
    expect(done.open).toBe(false);
    expect(within(done).getByText("Lunch with the mentor")).toBeTruthy();
    expect(await screen.findByText("Mentor: Chloe Davis · HR: Bob Stone")).toBeTruthy();
  });

  it("marks an open step done and shows the plan the server answers", async () => {
    const after = adaptView({
      stages: [
        {
          _id: "st1",
          name: "First week",
          steps: [planStep({ _id: "s1", state: "done", doneAt: "2026-11-03T09:00:00.000Z" })],
        },
      ],
      progress: { done: 2, total: 4, overdue: 0 },
    });
    const { api } = openAdaptation("/adaptation", {
      "GET /api/adaptation/list_for/u1": { body: [adaptSummary()] },
      "GET /api/adaptation/on_track/a1": { body: adaptView() },
      "POST /api/adaptation/a1/finish/s1": { body: after },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Done: Meet the team" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/adaptation/a1/finish/s1"));
    expect(await screen.findByText("Done (1)")).toBeTruthy();
    expect(screen.getByText("Nothing to do today: the next steps open later.")).toBeTruthy();
    expect(screen.getByText("Progress: 2 of 4")).toBeTruthy();
  });

  it("links an open article to the knowledge base and an open link to its page in a new tab", async () => {
    openAdaptation("/adaptation", {
      "GET /api/adaptation/list_for/u1": { body: [adaptSummary()] },
      "GET /api/adaptation/on_track/a1": {
        body: adaptView({
          stages: [
            {
              _id: "st1",
              name: "First week",
              steps: [
                planStep({ _id: "s1", kind: "article", articleId: "ar1", name: "Handbook" }),
                planStep({ _id: "s2", kind: "link", url: "https://example.com/benefits", name: "Benefits" }),
                planStep({ _id: "s3", kind: "poll", pollId: "p1", name: "First day survey" }),
              ],
            },
          ],
        }),
      },
    });
    expect((await screen.findByRole("link", { name: "Handbook" })).getAttribute("href")).toBe("/article/ar1");
    const link = screen.getByRole("link", { name: "Benefits" });
    expect(link.getAttribute("href")).toBe("https://example.com/benefits");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "First day survey" }).getAttribute("href")).toBe("/poll/p1");
    // A poll is done by answering it: no button.
    expect(screen.queryByRole("button", { name: "Done: First day survey" })).toBeNull();
  });
});

describe("the tabs by what the caller is", () => {
  it("explains the empty page to someone with nothing to see", async () => {
    openAdaptation("/adaptation");
    expect(await screen.findByText("Nothing about adaptation for you yet")).toBeTruthy();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("lists a mentor's people with progress, overdue steps in red and the next step", async () => {
    openAdaptation("/adaptation", {
      "GET /api/adaptation/on/u1/as/mentor": {
        body: {
          items: [adaptSummary({ userId: "u2", mentorId: "u1", progress: { done: 2, total: 5, overdue: 1 } })],
          cursor: null,
        },
      },
    });
    const person = await screen.findByRole("link", { name: "Chloe Davis" });
    expect(person.getAttribute("href")).toBe("/adaptation/user/a1");
    const row = person.closest("li")!;
    expect(within(row).getByText("Progress: 2 of 5")).toBeTruthy();
    expect(within(row).getByText(/1 overdue/).className).toContain("adapt-overdue");
    expect(within(row).getByText("Next: Read the handbook, November 9")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "As mentor" })).toBeTruthy();
  });

  it("gives an admin the tracks tab; a track with adaptations cannot be deleted and says why", async () => {
    const { api } = openAdaptation(
      "/adaptation",
      {
        "GET /api/adaptation/tracks/c1": { body: [trackSummary()] },
        "POST /api/adaptation/delete/t1": apiError(409, "adapt.track_has_adaptations"),
        "PUT /api/adaptation/active": { body: { ok: true } },
      },
      admin(),
    );
    const name = await screen.findByRole("link", { name: "Welcome to Acme" });
    expect(name.getAttribute("href")).toBe("/adaptation/t1");
    expect(screen.getByRole("button", { name: "New track" })).toBeTruthy();
    const card = name.closest("li")!;
    expect(within(card).getByText("Running: 2")).toBeTruthy();

    await userEvent.click(within(card).getByRole("checkbox", { name: "«Welcome to Acme» takes new people" }));
    await waitFor(() => expect(api.bodyOf("PUT /api/adaptation/active")).toEqual({ track: "t1", active: false }));

    await userEvent.click(within(card).getByRole("button", { name: "Actions of «Welcome to Acme»" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(/A track with unfinished adaptations cannot be deleted/)).toBeTruthy();
  });

  it("shows tabs when the caller has several kinds of content", async () => {
    const { app } = openAdaptation("/adaptation", {
      "GET /api/adaptation/list_for/u1": { body: [adaptSummary()] },
      "GET /api/adaptation/on_track/a1": { body: adaptView() },
      "GET /api/adaptation/on/u1/as/hr": { body: { items: [adaptSummary({ _id: "a2", userId: "u2" })], cursor: null } },
    });
    expect(await screen.findByRole("tab", { name: "My adaptation" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Tracks" })).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "My people" }));
    expect(await screen.findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(app.location()).toBe("/adaptation?tab=people");
  });
});
