import { describe, expect, it } from "vitest";
import { enrolWithSecret, newTotpSecret, totpCode } from "@intranet/core/auth";
import { actorOf, testAccount } from "@intranet/core/auth/test-support";
import { newId } from "@intranet/core/platform";
import { useTestApi } from "../testing/api";
import { ensureTestTenant } from "../testing/tokens";

const api = useTestApi();
const code = (secret: string, stepsAway = 0) => totpCode(secret, Math.floor(Date.now() / 1000) + stepsAway * 30);

describe("two-factor over HTTP", () => {
  it("signs an enrolled account in with the password, then the code; a wrong or replayed code is refused", async () => {
    const account = await testAccount();
    const secret = newTotpSecret();
    await enrolWithSecret(account.user, secret);
    const step = await api.call("POST", "/api/login", { body: { login: account.login, password: account.password } });
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ twoFactor: "required", challenge: expect.any(String) });
    const challenge = step.body.challenge as string;
    const wrong = await api.call("POST", "/api/login/two_factor", { body: { challenge, code: "000000" } });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, "login.two_factor_code_wrong"]);
    const right = await code(secret);
    const session = await api.call("POST", "/api/login/two_factor", { body: { challenge, code: right } });
    expect(session.status).toBe(200);
    expect(session.body.user._id).toBe(account.user.userId);
    const status = await api.call("GET", "/api/user/two_factor", { token: session.body.token });
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const replay = await api.call("POST", "/api/login/two_factor", { body: { challenge, code: right } });
    expect(replay.body.error.code).toBe("login.two_factor_code_wrong");
    const forged = await api.call("POST", "/api/login/two_factor", {
      body: { challenge: session.body.token, code: right },
    });
    expect([forged.status, forged.body.error.code]).toEqual([401, "login.two_factor_challenge_invalid"]);
    const empty = await api.call("POST", "/api/login/two_factor", { body: { challenge, code: " " } });
    expect(empty.status).toBe(400);
  });

  it("enrols from one's profile: setup, confirm, recovery codes, turn off with the password", async () => {
    const account = await testAccount();
    const { token } = await actorOf(account);
    const setup = await api.call("POST", "/api/user/two_factor/setup", { token });
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await api.call("POST", "/api/user/two_factor/confirm", {
      token,
      body: { code: await code(setup.body.secret) },
    });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const again = await api.call("POST", "/api/user/two_factor/setup", { token });
    expect([again.status, again.body.error.code]).toEqual([409, "login.two_factor_already_on"]);
    const renewed = await api.call("POST", "/api/user/two_factor/recovery_codes", {
      token,
      body: { password: account.password },
    });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const noProof = await api.call("POST", "/api/user/two_factor/disable", { token, body: {} });
    expect(noProof.status).toBe(400);
    const off = await api.call("POST", "/api/user/two_factor/disable", { token, body: { password: account.password } });
    expect(off.status).toBe(204);
    for (const path of ["/api/user/two_factor", "/api/user/two_factor/setup"])
      expect((await api.call(path.endsWith("setup") ? "POST" : "GET", path)).status).toBe(401);
  });
});

describe("the sign-in policy over HTTP", () => {
  it("is read and set by the company's admin and a superadmin inside; refused to its employees and other companies", async () => {
    const tenantId = await ensureTestTenant(newId());
    const [admin, employee, stranger, root] = await Promise.all([
      testAccount({ tenantId, role: "admin" }).then(actorOf),
      testAccount({ tenantId }).then(actorOf),
      testAccount({ role: "admin" }).then(actorOf),
      testAccount({ role: "superadmin" }).then(actorOf),
    ]);
    const path = `/api/clients/${tenantId}/settings/signIn`;
    const read = await api.call("GET", path, { token: admin.token });
    expect(read.body).toEqual({
      client_id: tenantId,
      passwordSignIn: true,
      ssoDomains: [],
      sessionHours: 12,
      adminTwoFactor: false,
    });
    const domain = `D${newId().toLowerCase()}.Example`;
    const body = { passwordSignIn: true, ssoDomains: [` ${domain} `], sessionHours: 24, adminTwoFactor: true };
    const set = await api.call("PUT", path, { token: admin.token, body });
    expect(set.body).toMatchObject({ ssoDomains: [domain.toLowerCase()], sessionHours: 24, adminTwoFactor: true });
    const inside = await api.call("GET", path, { token: root.token, clientId: tenantId });
    expect([inside.status, inside.body.sessionHours]).toEqual([200, 24]);
    for (const token of [employee.token, stranger.token]) {
      expect((await api.call("GET", path, { token })).status).toBeGreaterThanOrEqual(403);
      expect((await api.call("PUT", path, { token, body })).status).toBeGreaterThanOrEqual(403);
    }
    // Another company cannot take the domain; bad input changes nothing.
    const strangerPath = `/api/clients/${stranger.tenantId}/settings/signIn`;
    const taken = await api.call("PUT", strangerPath, { token: stranger.token, body });
    expect([taken.status, taken.body.error.code]).toEqual([409, "login.sso_domain_taken"]);
    for (const bad of [
      { ...body, ssoDomains: ["not a domain"] },
      { ...body, ssoDomains: ["@example.com"] },
      { ...body, sessionHours: 0 },
      { ...body, sessionHours: 721 },
      { ...body, sessionHours: 1.5 },
    ]) {
      const refused = await api.call("PUT", path, { token: admin.token, body: bad });
      expect([refused.status, refused.body.error.code]).toEqual([400, "common.validation"]);
    }
    expect((await api.call("GET", path, { token: admin.token })).body.sessionHours).toBe(24);
  });
});
