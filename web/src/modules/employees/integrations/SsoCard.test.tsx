import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CompanyIntegrationsView } from "@intranet/contracts/admin";
import type { IntegrationsView } from "@intranet/contracts/notifications";
import type { SsoSettingsView } from "@intranet/contracts/sso";
import { describe, expect, it, vi } from "vitest";
import { apiError, fakeApi, type FakeRoutes } from "../../../test/api";
import { clientView, startupRoutes, storeSession, withRoles } from "../../../test/fixtures";
import { renderApp } from "../../../test/renderApp";

const settingsPath = "/api/clients/c1/settings/sso";
const never: SsoSettingsView = {
  client_id: "c1",
  enabled: false,
  type: "microsoft",
  displayName: "",
  issuer: "",
  clientId: "",
  clientSecretSet: false,
  providerName: "c-c1",
};
const pool = {
  enabled: true,
  userPoolId: "eu-west-1_Pool",
  userPoolClientId: "spa",
  domain: "auth.example.com",
  scopes: ["openid", "email"],
  redirectSignIn: "https://app.example.com/authorize",
  redirectSignOut: "https://app.example.com/login/",
};

function open(routes: FakeRoutes = {}) {
  const admin = withRoles(["admin"]);
  const none: CompanyIntegrationsView = { client_id: "c1", hrm: null, mailing: null };
  const noChats: IntegrationsView = { client_id: "c1", telegram: null, teams: null, slack: null };
  const api = fakeApi({
    ...startupRoutes(admin, clientView()),
    "GET /api/clients/c1/integrations": { body: none },
    "GET /api/notification/integrations/c1": { body: noChats },
    [`GET ${settingsPath}`]: { body: never },
    "GET /api/sso/config": { body: pool },
    // The sign-in policy card beside it (its own tests cover it).
    "GET /api/clients/c1/settings/signIn": {
      body: { client_id: "c1", passwordSignIn: true, ssoDomains: [], sessionHours: 12, adminTwoFactor: false },
    },
    ...routes,
  });
  storeSession(admin);
  renderApp("/employees/?tab=integrations");
  return api;
}

const card = () => screen.findByRole("form", { name: "Single sign-on" });

describe("the cabinet's single sign-on card (issue 41)", () => {
  it("connects Microsoft Entra ID: the secret is asked the first time, then the body is sent and the secret stays write-only", async () => {
    let stored = never;
    const api = open({
      [`GET ${settingsPath}`]: () => ({ body: stored }),
      [`PUT ${settingsPath}`]: ({ body }) => {
        const sent = body as { enabled: boolean; displayName: string; issuer: string; clientId: string };
        stored = { ...stored, ...sent, clientSecretSet: true };
        return { body: stored };
      },
    });
    const sso = await card();
    expect(within(sso).getByText("Not connected")).toBeTruthy();
    await userEvent.click(within(sso).getByLabelText("Sign-in with the company's provider is on"));
    await userEvent.type(within(sso).getByLabelText("Name on the sign-in page"), "Contoso");
    await userEvent.type(within(sso).getByLabelText("Directory (tenant) ID"), "contoso.onmicrosoft.com");
    await userEvent.type(within(sso).getByLabelText("Application (client) ID"), "app-1");
    await userEvent.click(within(sso).getByRole("button", { name: "Connect" }));
    expect(await within(sso).findByText("Enter the client secret")).toBeTruthy();
    expect(api.calls).not.toContain(`PUT ${settingsPath}`);

    await userEvent.type(within(sso).getByLabelText("Client secret"), "s3cret");
    await userEvent.click(within(sso).getByRole("button", { name: "Connect" }));
    await waitFor(() => expect(api.calls).toContain(`PUT ${settingsPath}`));
    expect(api.bodyOf(`PUT ${settingsPath}`)).toEqual({
      enabled: true,
      type: "microsoft",
      displayName: "Contoso",
      issuer: "contoso.onmicrosoft.com",
      clientId: "app-1",
      clientSecret: "s3cret",
    });
    expect(await screen.findByText("Single sign-on is saved")).toBeTruthy();
    const saved = await card();
    expect(within(saved).getByText("Connected")).toBeTruthy();
    expect(within(saved).getByText("Set")).toBeTruthy();
    expect(saved.querySelector("input[type='password']")).toBeNull();
  });

  it("asks only what the provider type needs, and shows the addresses to register with copy buttons", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    open();
    const sso = await card();
    expect(within(sso).getByText("https://auth.example.com/oauth2/idpresponse")).toBeTruthy();
    await userEvent.click(within(sso).getByRole("button", { name: "Copy: Redirect URI" }));
    expect(writeText).toHaveBeenCalledWith("https://auth.example.com/oauth2/idpresponse");

    await userEvent.selectOptions(within(sso).getByLabelText("Provider"), "google");
    expect(within(sso).queryByLabelText("Directory (tenant) ID")).toBeNull();
    expect(within(sso).queryByLabelText("Issuer URL")).toBeNull();
    expect(within(sso).getByLabelText("Application (client) ID")).toBeTruthy();

    await userEvent.selectOptions(within(sso).getByLabelText("Provider"), "saml");
    expect(within(sso).getByLabelText("Metadata URL")).toBeTruthy();
    expect(within(sso).queryByLabelText("Application (client) ID")).toBeNull();
    expect(within(sso).getByText("https://auth.example.com/saml2/idpresponse")).toBeTruthy();
    expect(within(sso).getByText("urn:amazon:cognito:sp:eu-west-1_Pool")).toBeTruthy();
    expect(within(sso).getByText("c-c1")).toBeTruthy();
  });

  it("puts the API's refusal on its field and saves nothing else", async () => {
    const api = open({
      [`GET ${settingsPath}`]: { body: { ...never, type: "oidc", clientSecretSet: true } },
      [`PUT ${settingsPath}`]: apiError(400, "common.validation", "Validation error", {
        issues: [{ in: "body", path: "issuer", message: "sso.issuer_invalid", code: "custom" }],
      }),
    });
    const sso = await card();
    await userEvent.type(within(sso).getByLabelText("Name on the sign-in page"), "Okta");
    await userEvent.type(within(sso).getByLabelText("Issuer URL"), "https://id.example.com");
    await userEvent.type(within(sso).getByLabelText("Application (client) ID"), "app");
    await userEvent.click(within(sso).getByRole("button", { name: "Connect" }));
    expect(await within(sso).findByText("The issuer, tenant id or metadata URL is not valid")).toBeTruthy();
    // The stored secret is kept: not sent.
    expect(api.bodyOf(`PUT ${settingsPath}`)).not.toHaveProperty("clientSecret");
  });

  it("says when the deployment has no user pool", async () => {
    open({ "GET /api/sso/config": { body: { enabled: false } } });
    const sso = await card();
    expect(
      within(sso).getByText("Single sign-on is not available in this deployment: it has no user pool."),
    ).toBeTruthy();
  });
});
