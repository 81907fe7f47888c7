import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { admin, openAdaptation, stepView, trackView } from "../testing";

const track = { body: trackView() };

async function openNewStep(routes = {}) {
  const opened = openAdaptation(
    "/adaptation/t1?tab=scenario",
    { "GET /api/adaptation/track/t1": track, ...routes },
    admin(),
  );
  const stage = (await screen.findByRole("heading", { name: "First month" })).closest("li")!;
  await userEvent.click(within(stage).getByRole("button", { name: "Add a step" }));
  const form = await screen.findByRole("form", { name: "New step" });
  return { ...opened, form };
}

describe("the step dialog", () => {
  it("asks for what each kind needs", async () => {
    const { form } = await openNewStep({
      "GET /api/shop/achievements/c1": { body: { items: [{ _id: "ach1", name: "First week hero" }] } },
      "GET /api/user/c1/polls/access_for/u1": {
        body: { items: [{ _id: "p1", name: "How is it going?" }], cursor: null },
      },
    });
    const kind = within(form).getByRole("combobox", { name: "Kind" });
    // A task: the mentor's check.
    expect(within(form).getByRole("checkbox", { name: "Needs the mentor's check" })).toBeTruthy();
    expect(within(form).queryByLabelText("Coins")).toBeNull();

    await userEvent.selectOptions(kind, "award");
    expect(within(form).getByLabelText("Coins")).toBeTruthy();
    expect(await within(form).findByRole("option", { name: "First week hero" })).toBeTruthy();
    expect(within(form).queryByRole("checkbox", { name: "Needs the mentor's check" })).toBeNull();

    await userEvent.selectOptions(kind, "article");
    expect(within(form).getByRole("searchbox", { name: "Find an article" })).toBeTruthy();
    expect(within(form).queryByLabelText("Coins")).toBeNull();

    await userEvent.selectOptions(kind, "link");
    expect(within(form).getByLabelText("Address")).toBeTruthy();

    await userEvent.selectOptions(kind, "poll");
    expect(await within(form).findByRole("option", { name: "How is it going?" })).toBeTruthy();
    expect(within(form).queryByLabelText("Address")).toBeNull();

    // Every kind: the days and the notice.
    expect(within(form).getByLabelText("Opens on day")).toBeTruthy();
    expect(within(form).getByLabelText("Days to do it")).toBeTruthy();
    expect(within(form).getByRole("checkbox", { name: "Tell the newcomer when it opens" })).toBeTruthy();
  });

  it("refuses a link without its address, then adds it to the stage with the revision seen", async () => {
    const { api, form } = await openNewStep({
      "POST /api/adaptation/track/t1/step": {
        body: trackView({
          revision: 8,
          scenarios: [
            {
              _id: "sc1",
              name: "Office",
              stages: [
                { _id: "st1", name: "First week", steps: [] },
                { _id: "st2", name: "First month", steps: [stepView({ _id: "s9", kind: "link", name: "Benefits" })] },
              ],
            },
          ],
        }),
      },
    });
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Kind" }), "link");
    await userEvent.type(within(form).getByLabelText("Name"), "Benefits");
    await userEvent.click(within(form).getByRole("button", { name: "Add the step" }));
    expect(within(form).getByText("Give the address")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/adaptation/track/t1/step");

    await userEvent.type(within(form).getByLabelText("Address"), "https://example.com/benefits");
    await userEvent.clear(within(form).getByLabelText("Opens on day"));
    await userEvent.type(within(form).getByLabelText("Opens on day"), "5");
    await userEvent.click(within(form).getByRole("button", { name: "Add the step" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/adaptation/track/t1/step")).toEqual({
        stageId: "st2",
        revision: 7,
        step: expect.objectContaining({
          kind: "link",
          name: "Benefits",
          url: "https://example.com/benefits",
          daysBeforeRun: 5,
          check: false,
          pollId: null,
        }),
      }),
    );
    const stage = (await screen.findByRole("heading", { name: "First month" })).closest("li")!;
    expect(await within(stage).findByText("Benefits")).toBeTruthy();
  });

  it("says why a step cannot be deleted once the track is in progress", async () => {
    openAdaptation(
      "/adaptation/t1?tab=scenario",
      {
        "GET /api/adaptation/track/t1": track,
        "DELETE /api/adaptation/track/t1/step/s2": apiError(409, "adapt.step_in_progress"),
      },
      admin(),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Delete «Get a badge»" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(/A step cannot be deleted once the adaptation is in progress/)).toBeTruthy();
  });
});
