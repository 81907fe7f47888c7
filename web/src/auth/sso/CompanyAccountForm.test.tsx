import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n";
import { apiError, fakeApi } from "../../test/api";
import { loginResult, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

const companyForm = () => screen.findByRole("form", { name: "Company account" });

async function continueWith(email: string) {
  const form = await companyForm();
  if (email) await userEvent.type(within(form).getByLabelText("Work email"), email);
  await userEvent.click(within(form).getByRole("button", { name: "Continue" }));
  return form;
}

describe("signing in with a company account (issue 41, domain capture)", () => {
  it("/login/ offers it under the password form: /login_new/ with the work e-mail in focus, the password form below", async () => {
    fakeApi();
    const app = renderApp("/login/");
    await userEvent.click(await screen.findByRole("link", { name: "Sign in with your company account" }));
    const email = within(await companyForm()).getByLabelText("Work email");
    expect(app.location()).toBe("/login_new/?company");
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText("Login or email")).toBeTruthy();
  });

  it("says when the e-mail's company has no single sign-on, and the password form stays the way in", async () => {
    const api = fakeApi({ "POST /api/sso/discover": { body: { sso: null } } });
    renderApp("/login_new/");
    const form = await continueWith("ann@example.com");
    expect((await within(form).findByRole("status")).textContent).toBe(
      "Your company does not sign in with a company account. Sign in with your login and password.",
    );
    expect(api.bodyOf("POST /api/sso/discover")).toEqual({ email: "ann@example.com" });
    // No redirect was prepared: nothing asked of the user pool.
    expect(api.calls).not.toContain("GET /api/sso/config");
    expect(sessionStorage.getItem("sso_pending")).toBeNull();
    expect(screen.getByLabelText("Company workspace")).toBeTruthy();
  });

  it("checks the e-mail before asking the API", async () => {
    const api = fakeApi();
    renderApp("/login_new/");
    const form = await continueWith("");
    expect(await within(form).findByText("Field is required")).toBeTruthy();
    await userEvent.type(within(form).getByLabelText("Work email"), "not-an-email");
    await userEvent.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(form).findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(api.calls).not.toContain("POST /api/sso/discover");
  });

  it("shows the API's refusal in the page's language (slowed down)", async () => {
    fakeApi({
      "POST /api/sso/discover": apiError(429, "common.rate_limited", "Too many attempts", { retryAfterSeconds: 30 }),
    });
    await setLanguage("ru");
    renderApp("/login_new/");
    const form = await screen.findByRole("form", { name: "Корпоративная учётная запись" });
    await userEvent.type(within(form).getByLabelText("Рабочий email"), "ann@example.com");
    await userEvent.click(within(form).getByRole("button", { name: "Продолжить" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Слишком много попыток, попробуйте позже");
  });

  it("says so when the deployment has no user pool", async () => {
    fakeApi({
      "POST /api/sso/discover": { body: { sso: { providerName: "c-demo", displayName: "Demo", workspace: "demo" } } },
      "GET /api/sso/config": { body: { enabled: false } },
    });
    renderApp("/login_new/");
    const form = await continueWith("ann@demo.example");
    expect((await within(form).findByRole("alert")).textContent).toContain(
      "Single sign-on is not configured in this deployment",
    );
    expect(sessionStorage.getItem("sso_pending")).toBeNull();
  });
});

describe("/authorize without a company sign-in of this tab: the spec's flow", () => {
  it("exchanges the provider's ?code= on the server and signs in", async () => {
    const user = userView();
    const api = fakeApi({ "POST /api/outlook/login": { body: loginResult(user) }, "GET /api/user/u1": { body: user } });
    const app = renderApp("/authorize?code=abc&state=theirs");
    await waitFor(() => expect(app.location()).not.toMatch(/^\/authorize/));
    expect(api.bodyOf("POST /api/outlook/login")).toEqual({ code: "abc" });
    expect(api.calls).not.toContain("POST /api/sso/session");
    expect(localStorage.getItem("token")).toBe("token-1");
  });

  it("says what the API refused, with the way back to sign in", async () => {
    fakeApi({ "POST /api/outlook/login": apiError(401, "sso.code_invalid", "The sign-in code is invalid") });
    renderApp("/authorize?code=used");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The sign-in code is invalid or was already used. Sign in again",
    );
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/login/");
  });

  it("without a code, says the link is incomplete", async () => {
    const api = fakeApi();
    renderApp("/authorize");
    expect((await screen.findByRole("alert")).textContent).toContain("The sign-in link is incomplete");
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });
});
