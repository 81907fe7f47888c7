import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

function open(routes: FakeRoutes) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({ ...startupRoutes(admin), ...routes });
  storeSession(admin);
  renderApp("/employees/?tab=ai");
  return api;
}

describe('the employee cabinet\'s "AI settings" tab', () => {
  it("says the data waits for a coming assistant, and saves every field", async () => {
    const api = open({
      "GET /api/clients/c1/ai": { body: { client_id: "c1", industry: "Retail", tone: "Friendly" } },
      "PUT /api/clients/c1/ai": ({ body }) => ({
        body: { client_id: "c1", ...(body as object), updatedAt: "2026-03-02T10:00:00.000Z" },
      }),
    });
    expect(await screen.findByText(/nothing uses these texts yet/)).toBeTruthy();
    const industry = await screen.findByLabelText<HTMLTextAreaElement>("Industry");
    expect(industry.value).toBe("Retail");
    expect(industry.maxLength).toBe(4000);
    expect(screen.getByLabelText<HTMLTextAreaElement>("Instructions for the assistant").maxLength).toBe(8000);

    await userEvent.clear(screen.getByLabelText("Tone of voice"));
    await userEvent.click(screen.getByLabelText("Mission"));
    await userEvent.paste("  Make work simple ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls).toContain("PUT /api/clients/c1/ai"));
    expect(api.bodyOf("PUT /api/clients/c1/ai")).toEqual({
      prompt: "",
      industry: "Retail",
      mission: "Make work simple",
      structure: "",
      values: "",
      terminology: "",
      tone: "",
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(await screen.findByText(/^Last saved/)).toBeTruthy();
  });

  it("shows a failed load in place with a retry", async () => {
    open({ "GET /api/clients/c1/ai": apiError(404, "common.route_not_found", "No such API route") });
    expect(await screen.findByText("The AI company data did not load")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
