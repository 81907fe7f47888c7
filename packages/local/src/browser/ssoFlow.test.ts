import { join } from "node:path";
import type { Actor } from "@intranet/contracts";
import { putSignInPolicy } from "@intranet/core/auth";
import { newId } from "@intranet/core/platform";
import { rateMood } from "@intranet/core/mood";
import { putSsoSettings } from "@intranet/core/sso";
import { ensureTestTenant } from "@intranet/core/testing";
import { createUser, writeUserStatus } from "@intranet/core/users";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalOidc } from "../oidc";
import { BROWSER_PASSWORD, localDay } from "./accounts";
import { artifactsDir, screenshot, viewports, type ViewportName } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { browserSso, hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

const IDP_PASSWORD = "idp-pass-1";
const rights = ["wall", "address_book", "groups", "calendar"] as const;

/** A person of `clientId` whose work e-mail is at `domain` (what the provider's identity carries). */
async function person(clientId: string, domain: string, roles: Array<"employee" | "admin"> = ["employee"]) {
  const login = `s${newId().toLowerCase()}`;
  const { user } = await createUser({
    clientId,
    firstName: "Irina",
    lastName: "Sokolova",
    email: `${login}@${domain}`,
    login,
    password: BROWSER_PASSWORD,
    roles,
    rights: [...rights],
  });
  // Today's mood is rated: the meter's dialog would cover the screens this flow looks at.
  await rateMood(
    { userId: user.userId, tenantId: clientId, homeTenantId: clientId, roles, rights: [...rights] },
    { rating: 7, day: localDay() },
  );
  return { userId: user.userId, clientId, login, email: `${login}@${domain}`, password: BROWSER_PASSWORD };
}

/**
 * A company that signs in with its Microsoft Entra ID (the local provider stands in for the pool's
 * hosted domain) and owns a mail domain of its own (domain capture), set as its admin would.
 */
async function companyWithSso(oidc: LocalOidc) {
  const clientId = await ensureTestTenant(newId());
  const domain = `sso${newId().toLowerCase()}.test`;
  const admin: Actor = {
    userId: `admin-${clientId}`,
    tenantId: clientId,
    homeTenantId: clientId,
    roles: ["admin"],
    rights: [],
  };
  const { providerName } = await putSsoSettings(admin, clientId, {
    enabled: true,
    type: "microsoft",
    displayName: "Contoso Entra ID",
    issuer: "contoso.onmicrosoft.com",
    clientId: "entra-app",
    clientSecret: "entra-secret",
  });
  await putSignInPolicy(admin, clientId, {
    passwordSignIn: true,
    ssoDomains: [domain],
    sessionHours: 12,
    adminTwoFactor: false,
  });
  const identity = (email: string) =>
    oidc.directory.addIdentities(providerName, [
      { email, password: IDP_PASSWORD, subject: `entra-${newId()}`, name: "Irina Sokolova" },
    ]);
  return { clientId, domain, providerName, identity };
}

describe.skipIf(skipReason)("single sign-on through Amplify in a real browser (issue 41)", () => {
  const stack = browserSuite();
  let oidc: LocalOidc;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    oidc = await browserSso();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  });

  /** A context of its own per person (its own storage; the local provider's self-signed certificate accepted). */
  async function freshPage(viewport: ViewportName = "desktop"): Promise<Page> {
    const browser = stack.browser.context.browser();
    if (!browser) throw new Error("the browser project's Chromium is needed (a context of its own)");
    const context = await browser.newContext({ locale: "en-US", ignoreHTTPSErrors: true });
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewportSize(viewports[viewport]);
    return page;
  }

  /** From /login_new/: the work e-mail, then the company's provider page, signed in there. */
  async function signInThroughProvider(page: Page, email: string) {
    await page.goto(`${stack.runtime.gateway.url}/login_new/`);
    const form = page.getByRole("form", { name: "Company account" });
    await form.getByLabel("Work email").fill(email);
    await form.getByRole("button", { name: "Continue" }).click();
    // Amplify sent the browser to the pool's hosted domain (the local provider), PKCE and all.
    await page.waitForURL((url) => url.protocol === "https:", { timeout: 20_000 });
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(IDP_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.origin === new URL(stack.runtime.gateway.url).origin, { timeout: 20_000 });
  }

  it("a company's person signs in with their company account from /login_new/ and lands on the company wall", async () => {
    const company = await companyWithSso(oidc);
    const irina = await person(company.clientId, company.domain);
    company.identity(irina.email);
    const page = await freshPage();
    await signInThroughProvider(page, irina.email);
    await page.getByRole("tab", { name: "Company news" }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/company");
    // The product's own session, in the company's workspace; Amplify keeps no tokens on the device.
    const stored = await page.evaluate<{ token: string | null; user: string | null; amplify: string[] }>(`({
      token: localStorage.getItem("token"),
      user: localStorage.getItem("user_id"),
      amplify: Object.keys(localStorage).filter((key) => /token/i.test(key) && key.startsWith("CognitoIdentity")),
    })`);
    expect(stored).toEqual({ token: expect.any(String), user: irina.userId, amplify: [] });
    await screenshot(page, "sso-wall", "desktop");
  }, 90_000);

  it("another company's identity at this company's provider is refused with its message, and the way back", async () => {
    const company = await companyWithSso(oidc);
    const stranger = await person(await ensureTestTenant(newId()), company.domain.replace("sso", "other"));
    company.identity(stranger.email);
    const page = await freshPage();
    // Domain capture sends by the typed domain: this company's.
    await page.goto(`${stack.runtime.gateway.url}/login_new/`);
    const form = page.getByRole("form", { name: "Company account" });
    await form.getByLabel("Work email").fill(`someone@${company.domain}`);
    await form.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.protocol === "https:", { timeout: 20_000 });
    await page.getByLabel("E-mail").fill(stranger.email);
    await page.getByLabel("Password").fill(IDP_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "This account belongs to another company" })
      .waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe("/authorize");
    expect(await page.evaluate<string | null>(`localStorage.getItem("token")`)).toBeNull();
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.getByRole("heading", { name: "Sign in", exact: true }).waitFor();
  }, 90_000);

  it("a fired person is refused", async () => {
    const company = await companyWithSso(oidc);
    const fired = await person(company.clientId, company.domain);
    await writeUserStatus(company.clientId, fired.userId, "fired");
    company.identity(fired.email);
    const page = await freshPage();
    await signInThroughProvider(page, fired.email);
    await page.getByRole("alert").filter({ hasText: "The user is deleted" }).waitFor({ timeout: 20_000 });
    expect(await page.evaluate<string | null>(`localStorage.getItem("token")`)).toBeNull();
  }, 90_000);

  /**
   * The screens in each language and width: /login_new/, /authorize refusing (the API's catalogue
   * refusal of a code, and a return this tab did not start), the cabinet's card.
   */
  const languages = { en: "EN", ru: "RU", ua: "UA" } as const;
  const codeRefused = {
    en: "The sign-in code is invalid or was already used. Sign in again",
    ru: "Код входа недействителен или уже использован. Войдите ещё раз",
    ua: "Код входу недійсний або вже використаний. Увійдіть ще раз",
  } as const;
  const cardTitle = { en: "Single sign-on", ru: "Единый вход (SSO)", ua: "Єдиний вхід (SSO)" } as const;

  for (const viewport of Object.keys(viewports) as ViewportName[])
    it(`${viewport}: the SSO screens in en, ru and ua`, async () => {
      const company = await companyWithSso(oidc);
      for (const [language, radio] of Object.entries(languages) as Array<[keyof typeof languages, string]>) {
        const page = await freshPage(viewport);
        await page.goto(`${stack.runtime.gateway.url}/login_new/`);
        await page.getByRole("radio", { name: radio }).click();
        await page.locator("form.sso-form input[type=email]").waitFor();
        await page.waitForTimeout(300); // the language's texts settle
        await screenshot(page, `sso-login-new-${language}`, viewport);

        await page.goto(`${stack.runtime.gateway.url}/authorize?code=made-up`);
        await page.getByRole("alert").filter({ hasText: codeRefused[language] }).waitFor({ timeout: 20_000 });
        await screenshot(page, `sso-authorize-refused-${language}`, viewport);

        await page.evaluate(`sessionStorage.setItem("sso_pending", "${company.providerName}")`);
        await page.goto(`${stack.runtime.gateway.url}/authorize?code=stale&state=not-from-here`);
        await page.getByRole("alert").waitFor({ timeout: 20_000 });
        await screenshot(page, `sso-authorize-not-started-${language}`, viewport);
        await page.close();
      }
      // The cabinet's card, as the company's admin; not at the captured domain, so with a password.
      const admin = await person(company.clientId, `a${company.domain}`, ["admin", "employee"]);
      const cabinet = await signedInPage(stack.browser, stack.runtime.gateway.url, {
        login: admin.login,
        password: admin.password,
      });
      try {
        await cabinet.setViewportSize(viewports[viewport]);
        for (const language of Object.keys(languages) as Array<keyof typeof languages>) {
          await cabinet.evaluate(`localStorage.setItem("lang", "${language}")`);
          await cabinet.goto(`${stack.runtime.gateway.url}/employees/?tab=integrations`);
          const card = cabinet.getByRole("form", { name: cardTitle[language] });
          await card.waitFor({ timeout: 20_000 });
          await card.getByText("https://", { exact: false }).first().waitFor();
          await card.screenshot({ path: join(artifactsDir, `sso-cabinet-${language}-${viewport}.png`) });
        }
      } finally {
        await cabinet.close();
      }
    }, 240_000);
});
