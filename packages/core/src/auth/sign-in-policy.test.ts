import { defaultSignInPolicy, isTwoFactorStep, type SignInPolicy } from "@intranet/contracts";
import { describe, expect, it } from "vitest";
import { newId } from "../platform";
import { ensureTestTenant } from "../testing/actors";
import { login } from "./login";
import { clientOfCapturedDomain, getSignInPolicy, loadSignInPolicy, putSignInPolicy } from "./sign-in-policy";
import { actorOf, refusal, testAccount } from "./test-support";

const source = () => ({ sourceIp: `10.${newId().slice(-6)}`, userAgent: "vitest" });
const domain = () => `d${newId().toLowerCase()}.example`;
const policy = (changes: Partial<SignInPolicy> = {}): SignInPolicy => ({ ...defaultSignInPolicy, ...changes });

async function adminOf(tenantId?: string) {
  const admin = await testAccount({ role: "admin", ...(tenantId ? { tenantId } : {}) });
  return { admin, actor: await actorOf(admin) };
}

describe("the company's sign-in policy", () => {
  it("has the defaults until set, and is the company admin's (or a superadmin's inside) to read and set", async () => {
    const tenantId = await ensureTestTenant(newId());
    const { actor } = await adminOf(tenantId);
    expect(await loadSignInPolicy(tenantId)).toEqual({
      passwordSignIn: true,
      ssoDomains: [],
      sessionHours: 12,
      adminTwoFactor: false,
    });
    const mine = domain();
    const set = await putSignInPolicy(actor, tenantId, policy({ ssoDomains: [mine, mine], sessionHours: 8 }));
    expect(set).toEqual({ client_id: tenantId, ...policy({ ssoDomains: [mine], sessionHours: 8 }) });
    expect(await getSignInPolicy(actor, tenantId)).toEqual(set);
    expect(await clientOfCapturedDomain(mine.toUpperCase())).toBe(tenantId);

    const employee = await actorOf(await testAccount({ tenantId }));
    const otherAdmin = (await adminOf()).actor;
    for (const stranger of [employee, otherAdmin]) {
      expect(await refusal(() => getSignInPolicy(stranger, tenantId))).toMatch(/^common\.(no_access|not_found)/);
      expect(await refusal(() => putSignInPolicy(stranger, tenantId, policy()))).toMatch(/^common\./);
    }
    const root = await actorOf(await testAccount({ role: "superadmin" }), tenantId);
    expect(await putSignInPolicy(root, tenantId, policy({ adminTwoFactor: true }))).toMatchObject({
      adminTwoFactor: true,
      ssoDomains: [],
    });
    // The dropped domain is free again.
    expect(await clientOfCapturedDomain(mine)).toBeUndefined();
  });

  it("gives a domain to one company only: of two claiming it at once exactly one wins, and nothing of the loser changes", async () => {
    const [first, second] = await Promise.all([adminOf(), adminOf()]);
    const contested = domain();
    const outcomes = await Promise.all(
      [first, second].map(({ admin, actor }) =>
        refusal(() => putSignInPolicy(actor, admin.tenantId, policy({ ssoDomains: [contested], sessionHours: 2 }))),
      ),
    );
    expect([...outcomes].sort()).toEqual(["login.sso_domain_taken", undefined].sort());
    const winner = outcomes[0] === undefined ? first : second;
    const loser = winner === first ? second : first;
    expect(await clientOfCapturedDomain(contested)).toBe(winner.admin.tenantId);
    expect(await loadSignInPolicy(loser.admin.tenantId)).toEqual(policy());
    expect(await loadSignInPolicy(winner.admin.tenantId)).toEqual(policy({ ssoDomains: [contested], sessionHours: 2 }));
  });

  it("loses no change when one company's policy is set twice at once", async () => {
    const { admin, actor } = await adminOf();
    const [a, b] = [domain(), domain()];
    await Promise.all([
      putSignInPolicy(actor, admin.tenantId, policy({ ssoDomains: [a] })),
      putSignInPolicy(actor, admin.tenantId, policy({ ssoDomains: [b] })),
    ]);
    const final = await loadSignInPolicy(admin.tenantId);
    expect(final.ssoDomains).toHaveLength(1);
    // The domain the policy does not list is not left claimed.
    const [kept] = final.ssoDomains;
    const dropped = kept === a ? b : a;
    expect(await clientOfCapturedDomain(kept!)).toBe(admin.tenantId);
    expect(await clientOfCapturedDomain(dropped)).toBeUndefined();
  });
});

describe("the policy at sign-in", () => {
  it("refuses a right password with sso_required where passwords are off, and a wrong one as always", async () => {
    const { admin, actor } = await adminOf();
    const employee = await testAccount({ tenantId: admin.tenantId });
    await putSignInPolicy(actor, admin.tenantId, policy({ passwordSignIn: false }));
    expect(await refusal(() => login({ login: employee.login, password: employee.password }, source()))).toBe(
      "login.sso_required",
    );
    expect(await refusal(() => login({ login: employee.login, password: "wrong-password" }, source()))).toBe(
      "login.wrong_credentials",
    );
    // The platform's superadmin is bound by no company's policy.
    const root = await testAccount({ role: "superadmin" });
    expect(await refusal(() => login({ login: root.login, password: root.password }, source()))).toBeUndefined();
  });

  it("refuses a password for people of a captured domain only", async () => {
    const { admin, actor } = await adminOf();
    const employee = await testAccount({ tenantId: admin.tenantId });
    const other = await testAccount();
    // Test accounts' mail is at example.test: captured by this company for the test, then freed.
    await putSignInPolicy(actor, admin.tenantId, policy({ ssoDomains: ["example.test"] }));
    try {
      expect(await refusal(() => login({ login: employee.email, password: employee.password }, source()))).toBe(
        "login.sso_required",
      );
      expect(await refusal(() => login({ login: other.login, password: other.password }, source()))).toBeUndefined();
    } finally {
      await putSignInPolicy(actor, admin.tenantId, policy());
    }
  });

  it("opens sessions for the company's length, and makes admins enrol in two-factor when it says so", async () => {
    const { admin, actor } = await adminOf();
    const employee = await testAccount({ tenantId: admin.tenantId });
    await putSignInPolicy(actor, admin.tenantId, policy({ sessionHours: 3, adminTwoFactor: true }));
    const session = await login({ login: employee.login, password: employee.password }, source());
    if (isTwoFactorStep(session)) throw new Error("an employee needs no second step");
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(2.9);
    expect(hours).toBeLessThanOrEqual(3);
    const step = await login({ login: admin.login, password: admin.password }, source());
    expect(isTwoFactorStep(step) && step.twoFactor).toBe("enrol");
  });
});
