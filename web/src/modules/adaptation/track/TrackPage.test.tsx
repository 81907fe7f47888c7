import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { admin, openAdaptation, trackView } from "../testing";

describe("a track's editor", () => {
  it("saves the info with the revision seen; another editor's change meanwhile reloads the track", async () => {
    let reads = 0;
    const { api } = openAdaptation(
      "/adaptation/t1",
      {
        "GET /api/adaptation/track/t1": () => {
          reads += 1;
          return { body: reads > 1 ? trackView({ name: "Welcome aboard", revision: 9 }) : trackView() };
        },
        "PUT /api/adaptation/track/t1": apiError(409, "adapt.already_changed"),
      },
      admin(),
    );
    const form = await screen.findByRole("form", { name: "Info" });
    expect(await within(form).findByText("Bob Stone")).toBeTruthy();
    await userEvent.type(within(form).getByLabelText("Name"), "!");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.bodyOf("PUT /api/adaptation/track/t1")).toEqual({
        name: "Welcome to Acme!",
        description: "The first three months",
        hrIds: ["u3"],
        revision: 7,
      }),
    );
    expect(await screen.findByRole("heading", { name: "Welcome aboard" })).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Welcome aboard");
  });

  it("shows the analytics as numbers and tables", async () => {
    openAdaptation(
      "/adaptation/t1?tab=analytics",
      {
        "GET /api/adaptation/track/t1": { body: trackView() },
        "GET /api/adaptation/track/t1/analytics": {
          body: {
            running: 3,
            stopped: 1,
            finished: 12,
            overdueSteps: 2,
            stages: [{ _id: "st1", name: "First week", finished: 12, averageDays: 6.5 }],
            polls: [{ pollId: "p1", name: "How is it going?", answered: 9, asked: 12 }],
          },
        },
      },
      admin(),
    );
    expect((await screen.findByText("Overdue steps")).nextElementSibling?.textContent).toBe("2");
    expect(screen.getByRole("row", { name: "First week 12 6.5" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "How is it going? 9 / 12" })).toBeTruthy();
  });

  it("says a repeated award day is refused", async () => {
    const { api } = openAdaptation(
      "/adaptation/t1?tab=extra",
      {
        "GET /api/adaptation/track/t1": { body: trackView() },
        "POST /api/adaptation/t1/settings": apiError(400, "adapt.award_day_repeated"),
      },
      admin(),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add an award day" }));
    await userEvent.click(screen.getByRole("button", { name: "Add an award day" }));
    await userEvent.type(screen.getByLabelText("Row 1: Coins"), "5");
    await userEvent.type(screen.getByLabelText("Row 2: Coins"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Award days must not repeat")).toBeTruthy();
    expect(api.bodyOf("POST /api/adaptation/t1/settings")).toEqual({
      awardDays: [
        { day: 0, amount: 5, achievementId: null },
        { day: 0, amount: 5, achievementId: null },
      ],
      polls: [],
      revision: 7,
    });
  });
});
