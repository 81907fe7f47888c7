import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

describe("the employee cabinet's company data tab", () => {
  it("lets the company's admin save its card, and shows a refused tax id at its field", async () => {
    const admin = withRoles(["admin"]);
    const client = clientView({ name: "Acme", city: "Kazan" });
    const api = fakeApi({
      ...startupRoutes(admin, client),
      "PUT /api/clients/c1/company": ({ body }) => {
        const card = body as { taxId?: string };
        return card.taxId === "1234567890"
          ? {
              status: 400,
              body: {
                error: {
                  code: "common.validation",
                  message: "Validation error",
                  details: { issues: [{ in: "body", path: "taxId", message: "common.tax_id_invalid" }] },
                },
              },
            }
          : { body: { ...client, ...(body as object) } };
      },
    });
    storeSession(admin);
    renderApp("/employees/?tab=company");
    const city = await screen.findByLabelText("City");
    expect((city as HTMLInputElement).value).toBe("Kazan");
    await userEvent.clear(city);
    await userEvent.type(city, "Omsk");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1/company"));
    expect(api.bodyOf("PUT /api/clients/c1/company")).toMatchObject({ name: "Acme", city: "Omsk" });
    expect(await screen.findByText("Saved")).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/Tax id/), "1234567890");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    // Refused at the field with the catalogue's text (the form checks the contract's rule before sending).
    expect(await screen.findByText("The tax id must be 10 digits with a valid check digit")).toBeTruthy();
  });
});
