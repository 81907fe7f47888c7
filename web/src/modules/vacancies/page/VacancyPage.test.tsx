import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withRoles } from "../../../test/fixtures";
import { openVacancies, vacancyView } from "../testing";

const vacancyRoute = "GET /api/vacancy/v1";

describe("a vacancy's page", () => {
  it("shows the vacancy: salary, place, who posted it, and its non-empty parts under headings", async () => {
    const { api } = openVacancies("/vacancy/v1", {
      [vacancyRoute]: {
        body: vacancyView({ departmentId: "d1", salaryFrom: 150000, salaryTo: null, currency: "RUB" }),
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Frontend developer" })).toBeTruthy();
    expect(screen.getByText("from ₽150,000")).toBeTruthy();
    expect(screen.getByText("Riga")).toBeTruthy();
    expect(await screen.findByText("Design")).toBeTruthy();
    expect(await screen.findByText(/^Posted by Chloe Davis on .*2026$/)).toBeTruthy();
    const description = screen.getByRole("region", { name: "Description" });
    expect(within(description).getByText("Build the intranet.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Requirements" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Conditions" })).toBeNull();
    // An employee neither manages the vacancy nor reads its responses.
    expect(screen.queryByRole("button", { name: "Close vacancy" })).toBeNull();
    expect(screen.queryByRole("region", { name: /^Responses/ })).toBeNull();
    expect(api.calls).not.toContain("GET /api/vacancy/v1/responses");
  });

  it("says so when the vacancy is not there", async () => {
    openVacancies("/vacancy/v1", {
      [vacancyRoute]: { status: 404, body: { error: { code: "vacancies.not_found", message: "Vacancy not found" } } },
    });
    expect(await screen.findByText("This vacancy does not exist or was deleted")).toBeTruthy();
  });

  it("a closed vacancy shows a notice instead of the form", async () => {
    openVacancies("/vacancy/v1", {
      [vacancyRoute]: { body: vacancyView({ status: "closed", can: { respond: false } }) },
    });
    expect(await screen.findByText("This vacancy is closed: responses are no longer accepted.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send response" })).toBeNull();
  });

  it("a visiting superadmin gets no response side", async () => {
    const root = withRoles(["superadmin"], { _id: "root", client_id: "$platform", rights: [] });
    localStorage.setItem("client_id", "c1");
    openVacancies("/vacancy/v1", { [vacancyRoute]: { body: vacancyView({ can: { respond: false } }) } }, root);
    expect(await screen.findByRole("heading", { level: 1, name: "Frontend developer" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Respond" })).toBeNull();
  });
});
