import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { adaptSummary, adaptView, admin, openAdaptation, trackView } from "../testing";

const routes = {
  "GET /api/adaptation/track/t1": { body: trackView() },
  "GET /api/adaptation/track/t1/members": { body: { items: [], cursor: null } },
};

/** Opens the dialog and picks a person in the field labelled `label`. */
async function pick(form: HTMLElement, index: number, name: string) {
  await userEvent.type(within(form).getAllByRole("searchbox")[index]!, name.slice(0, 3));
  await userEvent.click(within(form).getByRole("button", { name }));
}

async function openDialog() {
  await userEvent.click(await screen.findByRole("button", { name: "Add a newcomer" }));
  return screen.findByRole("form", { name: "Add a newcomer" });
}

describe("adding a newcomer", () => {
  it("says which people are missing before sending", async () => {
    const { api } = openAdaptation("/adaptation/t1?tab=users", routes, admin());
    const form = await openDialog();
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    expect(within(form).getByText("Employee is required")).toBeTruthy();
    expect(within(form).getByText("Mentor is required")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/adaptation/add_user");
  });

  it("puts the API's refusals at their fields: already on the track, the mentor being the newcomer", async () => {
    let answer = apiError(409, "adapt.already_on_track");
    const { api } = openAdaptation(
      "/adaptation/t1?tab=users",
      { ...routes, "POST /api/adaptation/add_user": () => answer },
      admin(),
    );
    const form = await openDialog();
    await pick(form, 0, "Chloe Davis");
    await pick(form, 0, "Bob Stone");
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/adaptation/add_user")).toMatchObject({
        track: "t1",
        user: "u2",
        mentor: "u3",
        hr: null,
      }),
    );
    const user = within(form).getByRole("list", { name: "Employee" }).closest(".bp6-form-group")! as HTMLElement;
    expect(await within(user).findByText("This employee is already on this track")).toBeTruthy();

    answer = apiError(400, "adapt.mentor_is_newcomer");
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    const mentor = within(form).getByRole("list", { name: "Mentor" }).closest(".bp6-form-group")! as HTMLElement;
    expect(await within(mentor).findByText("Mentor or HR cannot be the novice")).toBeTruthy();
  });

  it("puts a validation issue of the body at its field", async () => {
    openAdaptation(
      "/adaptation/t1?tab=users",
      {
        ...routes,
        "POST /api/adaptation/add_user": apiError(400, "common.validation", "Validation error", {
          issues: [{ in: "body", path: "mentor", message: "adapt.mentor_required", code: "too_small" }],
        }),
      },
      admin(),
    );
    const form = await openDialog();
    await pick(form, 0, "Chloe Davis");
    await pick(form, 0, "Bob Stone");
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    const mentor = within(form).getByRole("list", { name: "Mentor" }).closest(".bp6-form-group")! as HTMLElement;
    expect(await within(mentor).findByText("Mentor is required")).toBeTruthy();
  });

  it("adds the newcomer and lists them", async () => {
    let added = false;
    openAdaptation(
      "/adaptation/t1?tab=users",
      {
        ...routes,
        "GET /api/adaptation/track/t1/members": () => ({
          body: { items: added ? [adaptSummary({ userId: "u2" })] : [], cursor: null },
        }),
        "POST /api/adaptation/add_user": () => {
          added = true;
          return { body: adaptView({ userId: "u2" }) };
        },
      },
      admin(),
    );
    expect(await screen.findByText("Nobody is on this track yet")).toBeTruthy();
    const form = await openDialog();
    await pick(form, 0, "Chloe Davis");
    await pick(form, 0, "Bob Stone");
    await userEvent.click(within(form).getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("link", { name: "Chloe Davis" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Add a newcomer" })).toBeNull();
  });
});
