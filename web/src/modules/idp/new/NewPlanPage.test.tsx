import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../../test/api";
import { access, chloe, idpView, openIdp } from "../testing";

describe("/idp/new", () => {
  it("says what is missing, then creates the plan with its employee, observer and task and opens it", async () => {
    const { api } = openIdp(
      "/idp/new",
      {
        "GET /api/idp/access": { body: access({ chief: true, create: true }) },
        "POST /api/idp/plan": { status: 201, body: idpView() },
        "GET /api/idp/plan/p1": { body: idpView() },
      },
      chloe,
    );
    const form = await screen.findByRole("form", { name: "New development plan" });
    await userEvent.click(within(form).getByRole("button", { name: "Create the plan" }));
    expect(await within(form).findByText("Title is required")).toBeTruthy();
    expect(within(form).getByText("Employee is required")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/idp/plan");

    await userEvent.type(within(form).getByLabelText("Title"), "Grow into a team lead");
    const [employee, observer] = within(form).getAllByRole("searchbox");
    await userEvent.type(employee!, "Ann");
    await userEvent.click(await within(form).findByRole("button", { name: "Ann Lee" }));
    await userEvent.type(observer!, "Bob");
    await userEvent.click(await within(form).findByRole("button", { name: "Bob Stone" }));
    await userEvent.click(within(form).getByRole("button", { name: "Add a task" }));
    await userEvent.type(
      within(within(form).getByRole("group", { name: "Task 1" })).getByLabelText("Title"),
      "Run a retro",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Create the plan" }));
    await waitFor(() =>
      expect(api.bodyOf("POST /api/idp/plan")).toEqual({
        title: "Grow into a team lead",
        description: "",
        employee: "u1",
        observer: "u3",
        tasks: [{ title: "Run a retro", description: "", due: null, courseId: null }],
      }),
    );
    expect(await screen.findByRole("heading", { name: "Grow into a team lead" })).toBeTruthy();
  });

  it("puts the API's refusal at its field: someone not under the chief", async () => {
    openIdp(
      "/idp/new",
      { "POST /api/idp/plan": apiError(403, "idp.not_your_people", "You may create plans for your own people only") },
      chloe,
    );
    const form = await screen.findByRole("form", { name: "New development plan" });
    await userEvent.type(within(form).getByLabelText("Title"), "Sales craft");
    await userEvent.type(within(form).getAllByRole("searchbox")[0]!, "Ann");
    await userEvent.click(await within(form).findByRole("button", { name: "Ann Lee" }));
    await userEvent.click(within(form).getByRole("button", { name: "Create the plan" }));
    expect(await within(form).findByText("You may create plans for your own people only")).toBeTruthy();
  });
});
