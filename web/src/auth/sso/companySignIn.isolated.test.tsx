import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Hub } from "aws-amplify/utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n";
import { apiError, fakeApi } from "../../test/api";
import { loginResult, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

// Amplify's redirect and exchange need a hosted domain and a real page load: replaced here (and
// only here, a file of its own); the browser flow (packages/local ssoFlow) runs the real ones.
const amplify = vi.hoisted(() => ({
  configure: vi.fn(),
  signInWithRedirect: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async (): Promise<{ tokens?: { idToken?: { toString(): string } } }> => ({})),
  setKeyValueStorage: vi.fn(),
  clearTokens: vi.fn(async () => undefined),
}));
vi.mock("aws-amplify", () => ({ Amplify: { configure: amplify.configure } }));
vi.mock("aws-amplify/auth", () => ({
  signInWithRedirect: amplify.signInWithRedirect,
  fetchAuthSession: amplify.fetchAuthSession,
}));
vi.mock("aws-amplify/auth/cognito", () => ({
  cognitoUserPoolsTokenProvider: {
    setKeyValueStorage: amplify.setKeyValueStorage,
    tokenOrchestrator: { clearTokens: amplify.clearTokens },
  },
}));
vi.mock("aws-amplify/auth/enable-oauth-listener", () => ({}));

const config = {
  enabled: true,
  userPoolId: "local_demo",
  userPoolClientId: "spa-client",
  domain: "127.0.0.1:4443",
  scopes: ["openid", "email", "profile"],
  redirectSignIn: "http://localhost/authorize",
  redirectSignOut: "http://localhost/login/",
};
const demo = { providerName: "c-demo", displayName: "Demo Entra ID", workspace: "demo" };
/** The ID token Amplify answers after its exchange, announcing the custom state first as Amplify does. */
const signedInWithPool = (customState?: string) => async () => {
  if (customState) Hub.dispatch("auth", { event: "customOAuthState", data: customState });
  return { tokens: { idToken: { toString: () => "pool-id-token" } } };
};

beforeEach(() => {
  for (const mock of Object.values(amplify)) mock.mockClear();
});

describe("company sign-in through Amplify (issue 41)", () => {
  it("sends the person to their company's provider: Amplify configured from the API, PKCE code flow, back to /authorize", async () => {
    const api = fakeApi({ "POST /api/sso/discover": { body: { sso: demo } }, "GET /api/sso/config": { body: config } });
    renderApp("/login_new/");
    const form = await screen.findByRole("form", { name: "Company account" });
    await userEvent.type(within(form).getByLabelText("Work email"), "Ann@Demo.example");
    await userEvent.click(within(form).getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(amplify.signInWithRedirect).toHaveBeenCalledTimes(1));
    expect(api.bodyOf("POST /api/sso/discover")).toEqual({ email: "ann@demo.example" });
    expect(amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: "local_demo",
          userPoolClientId: "spa-client",
          loginWith: {
            oauth: {
              domain: "127.0.0.1:4443",
              scopes: ["openid", "email", "profile"],
              redirectSignIn: [`${window.location.origin}/authorize`],
              redirectSignOut: [`${window.location.origin}/login/`],
              responseType: "code",
            },
          },
        },
      },
    });
    expect(amplify.signInWithRedirect).toHaveBeenCalledWith({ provider: { custom: "c-demo" }, customState: "demo" });
    // Amplify's tokens never reach the device's storage.
    expect(amplify.setKeyValueStorage).toHaveBeenCalled();
    expect(sessionStorage.getItem("sso_pending")).toBe("c-demo");
    expect(within(form).getByText("Opening the sign-in page of Demo Entra ID…")).toBeTruthy();
  });

  it("/authorize after the provider: Amplify's ID token becomes the product's session, in the workspace sent along; Amplify's tokens are cleared", async () => {
    const user = userView();
    amplify.fetchAuthSession.mockImplementationOnce(signedInWithPool("demo"));
    sessionStorage.setItem("sso_pending", "c-demo");
    const api = fakeApi({
      "GET /api/sso/config": { body: config },
      "POST /api/sso/session": { body: loginResult(user) },
      "GET /api/user/u1": { body: user },
    });
    const app = renderApp("/authorize?code=pool-code&state=abc-ZGVtbw");
    await waitFor(() => expect(app.location()).not.toMatch(/^\/authorize/));
    expect(api.bodyOf("POST /api/sso/session")).toEqual({ idToken: "pool-id-token" });
    expect(api.calls).not.toContain("POST /api/outlook/login");
    expect(localStorage.getItem("token")).toBe("token-1");
    expect(localStorage.getItem("workspace")).toBe("demo");
    expect(amplify.clearTokens).toHaveBeenCalled();
    expect(sessionStorage.getItem("sso_pending")).toBeNull();
  });

  it("/authorize shows the API's refusal (another company's identity) in the page's language, with the way back", async () => {
    amplify.fetchAuthSession.mockImplementationOnce(signedInWithPool());
    sessionStorage.setItem("sso_pending", "c-demo");
    fakeApi({
      "GET /api/sso/config": { body: config },
      "POST /api/sso/session": apiError(403, "sso.other_company", "This account belongs to another company"),
    });
    await setLanguage("ua");
    renderApp("/authorize?code=pool-code&state=abc");
    expect((await screen.findByRole("alert")).textContent).toBe("Цей обліковий запис належить іншій компанії");
    expect(screen.getByRole("link", { name: "Повернутися до входу" }).getAttribute("href")).toBe("/login/");
    expect(localStorage.getItem("token")).toBeNull();
    expect(amplify.clearTokens).toHaveBeenCalled();
  });

  it("/authorize says when the provider did not sign the person in (Amplify's failure)", async () => {
    amplify.fetchAuthSession.mockImplementationOnce(async () => {
      setTimeout(() =>
        Hub.dispatch("auth", { event: "signInWithRedirect_failure", data: { error: new Error("access_denied") } }),
      );
      return {};
    });
    sessionStorage.setItem("sso_pending", "c-demo");
    const api = fakeApi({ "GET /api/sso/config": { body: config } });
    renderApp("/authorize?error=access_denied&state=abc");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your company's sign-in page did not sign you in. Try again.",
    );
    expect(api.calls).not.toContain("POST /api/sso/session");
  });

  it("/authorize says when nothing was started in this tab (no tokens, no failure)", async () => {
    sessionStorage.setItem("sso_pending", "c-demo");
    fakeApi({ "GET /api/sso/config": { body: config } });
    renderApp("/authorize?code=stale&state=abc");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in was not started in this browser or has expired. Start again from the sign-in page.",
    );
  });
});
