import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SignInPolicy } from "@intranet/contracts/auth";
import { describe, expect, it } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const policyPath = "/api/clients/c1/settings/signIn";
const stored: SignInPolicy = { passwordSignIn: true, ssoDomains: [], sessionHours: 12, adminTwoFactor: false };

function open(routes: FakeRoutes) {
  const admin = withRoles(["admin"]);
  const api = fakeApi({
    ...startupRoutes(admin, clientView()),
    "GET /api/clients/c1/integrations": { body: { client_id: "c1", hrm: null, mailing: null } },
    "GET /api/notification/integrations/c1": { body: { client_id: "c1", telegram: null, teams: null, slack: null } },
    "GET /api/clients/c1/settings/sso": { status: 404 },
    [`GET ${policyPath}`]: { body: stored },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=integrations");
  return api;
}

const card = () => screen.findByRole("form", { name: "Sign-in policy" }, { timeout: 10_000 });

describe("the cabinet's sign-in policy card (issue 41)", () => {
  it("saves passwords off, the company's domains, the session length and two-factor for admins", async () => {
    const api = open({ [`PUT ${policyPath}`]: ({ body }) => ({ body }) });
    const policy = await card();
    await userEvent.click(within(policy).getByLabelText("Sign-in with a login and password"));
    await userEvent.click(within(policy).getByLabelText("Two-factor authentication required for admins"));
    const hours = within(policy).getByLabelText("Session length, hours (1–720)");
    await userEvent.clear(hours);
    await userEvent.type(hours, "8");
    await userEvent.type(
      within(policy).getByLabelText("E-mail domains that must sign in with the company account"),
      "acme.com\nacme.org",
    );
    await userEvent.click(within(policy).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.calls).toContain(`PUT ${policyPath}`));
    expect(api.bodyOf(`PUT ${policyPath}`)).toEqual({
      passwordSignIn: false,
      ssoDomains: ["acme.com", "acme.org"],
      sessionHours: 8,
      adminTwoFactor: true,
    });
  });

  it("says in place that a domain belongs to another company", async () => {
    open({
      [`PUT ${policyPath}`]: apiError(409, "login.sso_domain_taken", "The domain belongs to another company", {
        domain: "acme.com",
      }),
    });
    const policy = await card();
    await userEvent.type(
      within(policy).getByLabelText("E-mail domains that must sign in with the company account"),
      "acme.com",
    );
    await userEvent.click(within(policy).getByRole("button", { name: "Save" }));
    expect((await within(policy).findByRole("alert")).textContent).toContain("acme.com");
  });
});
