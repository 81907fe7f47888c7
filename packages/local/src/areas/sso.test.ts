import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SsoSettingsView } from "@intranet/contracts/sso";
import type { JournalPage } from "@intranet/contracts/journal";
import { testAccount } from "@intranet/core/auth/test-support";
import { newId } from "@intranet/core/platform";
import { SSO_DISCOVER_PER_SOURCE } from "@intranet/core/sso";
import { startLocalSso, type LocalOidc } from "../oidc";
import { authorizeAt, tokensFor } from "../oidc/test-flow";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import type { CallResult } from "../testing/api";
import { ensureTestTenant, tokenFor } from "../testing/tokens";

/**
 * Single sign-on over HTTP with the local identity provider running: the config, the company's
 * provider settings as each role and another tenant, domain capture, and the whole
 * authorization-code flow (PKCE, as Amplify runs it) to a session, with its refusals.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);
let oidc: LocalOidc;

beforeAll(async () => {
  oidc = await startLocalSso({ appUrl: api.gateway.url });
});
afterAll(() => oidc?.stop());

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  type: "microsoft",
  displayName: "Contoso account",
  issuer: "contoso.onmicrosoft.com",
  clientId: "app-123",
  clientSecret: "very-secret-value",
  ...overrides,
});

/** A 400 whose validation issues name the catalogue code. */
function expectInvalid(response: CallResult, code: string) {
  expectError(response, 400, "common.validation");
  expect(response.body.error.details.issues.map((issue: { message: string }) => issue.message)).toEqual([code]);
}

/** A company with SSO on (through the API, so the provider is registered in the local pool). */
async function companyWithSso() {
  const tenantId = await ensureTestTenant();
  const admin: Caller = { ...(await tokenFor({ role: "admin", tenantId })), tenantId };
  const view: SsoSettingsView = await ok(
    as(admin, "PUT", `/api/clients/${tenantId}/settings/sso`, { body: settings() }),
  );
  return { tenantId, admin, providerName: view.providerName };
}

describe("the deployment's SSO config", () => {
  it("tells the SPA the pool, client, domain and scopes, and no secret", async () => {
    const config = await ok(api.call("GET", "/api/sso/config"));
    expect(config).toEqual({
      enabled: true,
      userPoolId: oidc.link.userPoolId,
      userPoolClientId: oidc.link.spaClientId,
      domain: oidc.link.domain,
      scopes: ["openid", "email", "profile"],
      redirectSignIn: `${api.gateway.url}/authorize`,
      redirectSignOut: `${api.gateway.url}/login/`,
    });
    expect(JSON.stringify(config)).not.toContain(oidc.link.serverClientSecret);
  });
});

describe("a company's provider settings", () => {
  it("are set by the company's admin or the superadmin inside, the secret never shown, each change journaled", async () => {
    const tenantId = await ensureTestTenant();
    const admin: Caller = { ...(await tokenFor({ role: "admin", tenantId })), tenantId };
    const employee: Caller = { ...(await tokenFor({ role: "employee", tenantId })), tenantId };
    const strangerTenant = await ensureTestTenant();
    const stranger: Caller = {
      ...(await tokenFor({ role: "admin", tenantId: strangerTenant })),
      tenantId: strangerTenant,
    };
    const root = await tokenFor({ role: "superadmin" });
    const inside: Caller = { token: root.token, tenantId };
    const path = `/api/clients/${tenantId}/settings/sso`;

    const empty = await ok(as(admin, "GET", path));
    expect(empty).toMatchObject({ enabled: false, clientSecretSet: false, providerName: `co-${tenantId}` });
    expectError(
      await as(admin, "PUT", path, { body: settings({ clientSecret: undefined }) }),
      400,
      "sso.secret_required",
    );
    expectInvalid(await as(admin, "PUT", path, { body: settings({ issuer: "" }) }), "sso.issuer_required");
    expectInvalid(
      await as(admin, "PUT", path, { body: settings({ type: "oidc", issuer: "http://x" }) }),
      "sso.issuer_invalid",
    );
    expectInvalid(await as(admin, "PUT", path, { body: settings({ displayName: " " }) }), "sso.display_name_required");
    expect(await ok(as(admin, "GET", path))).toEqual(empty); // refused bodies changed nothing
    expect(oidc.directory.provider(`co-${tenantId}`)).toBeUndefined();

    const saved = await ok(as(admin, "PUT", path, { body: settings() }));
    expect(saved).toEqual({
      client_id: tenantId,
      enabled: true,
      type: "microsoft",
      displayName: "Contoso account",
      issuer: "contoso.onmicrosoft.com",
      clientId: "app-123",
      clientSecretSet: true,
      providerName: `co-${tenantId}`,
    });
    expect(oidc.directory.provider(`co-${tenantId}`)).toEqual({ type: "microsoft", displayName: "Contoso account" });
    // The secret may be left out once set; a new one replaces it.
    await ok(as(inside, "PUT", path, { body: settings({ clientSecret: undefined, displayName: "Contoso" }) }));
    await ok(as(admin, "PUT", path, { body: settings({ clientSecret: "another-secret", displayName: "Contoso" }) }));
    const read = await as(employee, "GET", path);
    expectError(read, 403, "common.no_access");
    expectError(await as(stranger, "GET", path), 403, "common.no_access");
    expectError(await as(stranger, "PUT", path, { body: settings() }), 403, "common.no_access");
    const off = await ok(as(admin, "PUT", path, { body: settings({ enabled: false, clientSecret: undefined }) }));
    expect(off).toMatchObject({ enabled: false, clientSecretSet: true });
    expect(oidc.directory.provider(`co-${tenantId}`)).toBeUndefined();

    const journal: JournalPage = await ok(as(admin, "GET", `/api/journal/${tenantId}`));
    const sso = journal.entries.filter((entry) => entry.action === "company.sso");
    expect(sso).toHaveLength(4);
    const text = JSON.stringify(journal);
    expect(text).not.toMatch(/very-secret-value|another-secret/);
    expect(text).toContain("replaced");
  });
});

describe("signing in through the local provider", () => {
  it("runs the code flow with PKCE to a session of the company's person", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const person = await testAccount({ tenantId });
    oidc.directory.addIdentities(providerName, [
      { email: person.email, password: "idp-pass-1", subject: `s-${newId()}`, name: "Ada" },
    ]);
    expect((await authorizeAt(oidc.link, providerName, person.email, "wrong")).page).toContain(
      "Wrong e-mail or password",
    );
    const flow = await authorizeAt(oidc.link, providerName, person.email, "idp-pass-1");
    expect(flow.code).toBeTruthy();
    // Without the PKCE verifier the code is refused; with it, tokens.
    expect((await tokensFor(oidc.link, { ...flow, verifier: "x".repeat(43) })).status).toBe(400);
    const again = await authorizeAt(oidc.link, providerName, person.email, "idp-pass-1");
    const { idToken, accessToken } = await tokensFor(oidc.link, again);
    // Like Cognito's, the access token is a JWT (Amplify decodes it) that is no ID token.
    const access = JSON.parse(Buffer.from(accessToken!.split(".")[1]!, "base64url").toString("utf8"));
    expect(access).toMatchObject({ token_use: "access", client_id: oidc.link.spaClientId });
    expectError(
      await api.call("POST", "/api/sso/session", { body: { idToken: accessToken } }),
      401,
      "sso.token_invalid",
    );
    const session = await ok(api.call("POST", "/api/sso/session", { body: { idToken } }));
    expect(session.user).toMatchObject({ _id: person.user.userId, client_id: tenantId });
    const me = await api.call("GET", `/api/clients/${tenantId}`, { token: session.token, clientId: tenantId });
    expect(me.status).toBe(200);
  });

  it("exchanges the spec's code on the server once; a replayed code is refused", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const person = await testAccount({ tenantId });
    oidc.directory.addIdentities(providerName, [
      { email: person.email, password: "idp-pass-2", subject: `s-${newId()}`, name: "Bo" },
    ]);
    const { code } = await authorizeAt(oidc.link, providerName, person.email, "idp-pass-2", "server");
    const session = await ok(api.call("POST", "/api/outlook/login", { body: { code } }));
    expect(session.user._id).toBe(person.user.userId);
    expectError(await api.call("POST", "/api/outlook/login", { body: { code } }), 401, "sso.code_invalid");
    expectError(await api.call("POST", "/api/outlook/login", { body: { code: "made-up" } }), 401, "sso.code_invalid");
  });

  it("refuses another company's person, a fired person and a forged token", async () => {
    const { tenantId, providerName } = await companyWithSso();
    const other = await testAccount({ tenantId: await ensureTestTenant() });
    const fired = await testAccount({ tenantId, status: "fired" });
    oidc.directory.addIdentities(providerName, [
      { email: other.email, password: "p-other", subject: `s-${newId()}`, name: "Other" },
      { email: fired.email, password: "p-fired", subject: `s-${newId()}`, name: "Fired" },
    ]);
    const sessionOf = async (email: string, password: string) => {
      const { idToken } = await tokensFor(oidc.link, await authorizeAt(oidc.link, providerName, email, password));
      return api.call("POST", "/api/sso/session", { body: { idToken } });
    };
    expectError(await sessionOf(other.email, "p-other"), 403, "sso.other_company");
    expectError(await sessionOf(fired.email, "p-fired"), 403, "login.user_deleted");
    expectError(await api.call("POST", "/api/sso/session", { body: { idToken: "a.b.c" } }), 401, "sso.token_invalid");
    expectError(await api.call("POST", "/api/sso/session", { body: {} }), 400, "common.validation");
  });
});

describe("domain capture", () => {
  it("names the company's provider for its captured domain only, and is rate-limited per source", async () => {
    const { tenantId, admin, providerName } = await companyWithSso();
    const domain = `d${newId().toLowerCase()}.test`;
    await ok(
      as(admin, "PUT", `/api/clients/${tenantId}/settings/signIn`, {
        body: { passwordSignIn: true, ssoDomains: [domain], sessionHours: 12, adminTwoFactor: false },
      }),
    );
    const found = await ok(api.call("POST", "/api/sso/discover", { body: { email: `anyone@${domain}` } }));
    expect(found.sso).toMatchObject({ providerName, displayName: "Contoso account" });
    expect(found.sso.workspace).toBeTruthy();
    expect(await ok(api.call("POST", "/api/sso/discover", { body: { email: "someone@elsewhere.test" } }))).toEqual({
      sso: null,
    });
    const byWorkspace = await ok(api.call("POST", "/api/sso/discover", { body: { workspace: found.sso.workspace } }));
    expect(byWorkspace).toEqual(found);
    const plain = await ensureTestTenant(); // a company without SSO
    expect(await ok(api.call("POST", "/api/sso/discover", { body: { workspace: `t${plain.toLowerCase()}` } }))).toEqual(
      { sso: null },
    );
    expectInvalid(
      await api.call("POST", "/api/sso/discover", { body: { email: "not-an-email" } }),
      "common.invalid_email",
    );
    const answers: number[] = [];
    for (let call = 0; call < SSO_DISCOVER_PER_SOURCE.max + 1; call++)
      answers.push((await api.call("POST", "/api/sso/discover", { body: { email: `x@${domain}` } })).status);
    expect(answers.at(-1)).toBe(429);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(SSO_DISCOVER_PER_SOURCE.max);
  });
});
