import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError } from "../../test/api";
import { customer, openServices, serviceView } from "./testing";

const admin = customer({ roles: ["admin"] });
const groups = { body: [{ _id: "g1", client_id: "c1", name: "Office", servicesCount: 0 }] };

describe("the service editor", () => {
  it("sends the whole service with its form and route, and shows the API's refusals at their fields", async () => {
    let answer = apiError(400, "common.validation", "invalid", {
      issues: [{ in: "body", path: "description", message: "services.description_required", code: "custom" }],
    });
    const { api } = openServices(
      "/services/new",
      {
        "GET /api/service_group/byClient/c1": groups,
        "POST /api/bp": () => answer,
        "GET /api/bp/s9": { body: serviceView({ _id: "s9", name: "Parking pass" }) },
      },
      admin,
    );
    await userEvent.type(await screen.findByRole("textbox", { name: /^Name/ }), "Parking pass");
    const first = screen.getByRole("group", { name: "Field 1" });
    await userEvent.type(within(first).getByRole("textbox", { name: "Field name" }), "Car plate");
    await userEvent.click(screen.getByRole("button", { name: "Add field" }));
    const second = screen.getByRole("group", { name: "Field 2" });
    await userEvent.type(within(second).getByRole("textbox", { name: "Field name" }), "From");
    await userEvent.selectOptions(within(second).getByRole("combobox", { name: "Type" }), "date");
    // Each field has its drag handle (dragged for real in the browser flow).
    expect(within(second).getByRole("button", { name: "Drag to move: field 2" })).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Route" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Initiator", "Step 1", "Done"]);

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Describe the service, or choose an article that does")).toBeTruthy();
    const body = api.bodyOf("POST /api/bp") as {
      name: string;
      fields: Array<{ id: string; name: string; type: string }>;
      steps: unknown[];
    };
    expect(body.name).toBe("Parking pass");
    expect(body.fields.map((field) => [field.id, field.name, field.type])).toEqual([
      ["f1", "Car plate", "string"],
      ["f2", "From", "date"],
    ]);
    expect(body.steps).toEqual([{ name: "", performer: { kind: "chief" }, review: false, dayLimit: 0 }]);

    answer = { body: serviceView({ _id: "s9", name: "Parking pass" }) };
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("heading", { name: "Parking pass" })).toBeTruthy();
  });

  it("is for admins only", async () => {
    openServices("/services/new", { "GET /api/service_group/byClient/c1": groups });
    expect(await screen.findByText("No access to this service")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save" })).toBeNull());
  });
});
