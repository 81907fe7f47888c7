import { isTwoFactorStep, type SignInAnswer } from "@intranet/contracts";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { newId } from "../platform";
import { authenticate } from "./actor";
import { signChallenge } from "./challenge";
import { db } from "./entities";
import { login } from "./login";
import { LOGIN_FAILURES_PER_ACCOUNT } from "./rate-limit";
import { actorOf, awayFromWindowEdge, refusal, testAccount, type TestAccount } from "./test-support";
import { enrolWithSecret } from "./two-factor-enrol";
import { loginWithTwoFactor, setupTwoFactorAtSignIn } from "./two-factor-login";
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setupTwoFactor,
  twoFactorStatus,
} from "./two-factor-profile";
import { newTotpSecret } from "./totp";

const source = () => ({ sourceIp: `10.${newId().slice(-6)}`, userAgent: "vitest" });
const now = () => Math.floor(Date.now() / 1000);
/** The code of the step `stepsAway` from now (what an authenticator shows then). */
const codeAt = (secret: string, stepsAway = 0) => generate({ secret, epoch: now() + stepsAway * 30 });

function challengeOf(answer: SignInAnswer, step: "required" | "enrol") {
  if (!isTwoFactorStep(answer)) throw new Error("expected the two-factor step, got a session");
  expect(answer.twoFactor).toBe(step);
  return answer.challenge;
}

async function enrolled(options: Parameters<typeof testAccount>[0] = {}) {
  const account = await testAccount(options);
  const secret = newTotpSecret();
  const { recoveryCodes } = await enrolWithSecret(account.user, secret);
  return { account, secret, recoveryCodes };
}

const passwordStep = async (account: TestAccount, meta = source()) =>
  challengeOf(await login({ login: account.login, password: account.password }, meta), "required");

describe("two-factor sign-in", () => {
  it("asks an enrolled account for a code instead of a session; the code opens the session once", async () => {
    const { account, secret } = await enrolled();
    const meta = source();
    const challenge = await passwordStep(account, meta);
    expect(await refusal(async () => authenticate(`Bearer ${challenge}`, undefined))).toBe("common.token_invalid");
    const code = await codeAt(secret);
    const session = await loginWithTwoFactor({ challenge, code }, meta);
    expect(session.user._id).toBe(account.user.userId);
    expect((await authenticate(`Bearer ${session.token}`, undefined)).userId).toBe(account.user.userId);
    // The same code again (a replay within its window) is refused, even with a new challenge.
    const again = await passwordStep(account, meta);
    expect(await refusal(async () => loginWithTwoFactor({ challenge: again, code }, meta))).toBe(
      "login.two_factor_code_wrong",
    );
  });

  it("accepts a code one step either side of now and refuses one outside the window", async () => {
    const { account, secret } = await enrolled();
    const challenge = await passwordStep(account);
    for (const stepsAway of [-3, -2, 2, 3])
      expect(
        await refusal(async () => loginWithTwoFactor({ challenge, code: await codeAt(secret, stepsAway) }, source())),
      ).toBe("login.two_factor_code_wrong");
    expect(await refusal(async () => loginWithTwoFactor({ challenge, code: "12345" }, source()))).toBe(
      "login.two_factor_code_wrong",
    );
    expect(
      await refusal(async () => loginWithTwoFactor({ challenge, code: await codeAt(secret, -1) }, source())),
    ).toBeUndefined();
    // After the previous step was used, the current one is still later: accepted; then nothing earlier.
    expect(
      await refusal(async () => loginWithTwoFactor({ challenge, code: await codeAt(secret, 0) }, source())),
    ).toBeUndefined();
    expect(await refusal(async () => loginWithTwoFactor({ challenge, code: await codeAt(secret, -1) }, source()))).toBe(
      "login.two_factor_code_wrong",
    );
  });

  it("lets a recovery code work once, even sent twice at the same moment", async () => {
    const { account, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [code] = recoveryCodes;
    const [first, second] = await Promise.all([passwordStep(account), passwordStep(account)]);
    const outcomes = await Promise.all(
      [first, second].map((challenge) =>
        refusal(async () => loginWithTwoFactor({ challenge, code: code!.toUpperCase() })),
      ),
    );
    expect(outcomes.sort()).toEqual(["login.two_factor_code_wrong", undefined].sort());
    expect((await twoFactorStatus(await actorOf(account))).recoveryCodesLeft).toBe(9);
    // Another recovery code still works.
    expect(
      await refusal(async () => loginWithTwoFactor({ challenge: first, code: recoveryCodes[1]! })),
    ).toBeUndefined();
  });

  it("slows guessing the code like the password: 5 wrong codes from a source, then even the right one waits", async () => {
    await awayFromWindowEdge();
    const { account, secret } = await enrolled();
    const meta = source();
    const challenge = await passwordStep(account, meta);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++)
      expect(await refusal(async () => loginWithTwoFactor({ challenge, code: String(100000 + i) }, meta))).toBe(
        "login.two_factor_code_wrong",
      );
    expect(await refusal(async () => loginWithTwoFactor({ challenge, code: await codeAt(secret) }, meta))).toBe(
      "common.rate_limited",
    );
    // The owner elsewhere is not slowed by the guesser.
    const elsewhere = source();
    const own = await passwordStep(account, elsewhere);
    expect(
      await refusal(async () => loginWithTwoFactor({ challenge: own, code: await codeAt(secret) }, elsewhere)),
    ).toBeUndefined();
  });

  it("refuses a forged, foreign or outdated challenge", async () => {
    const { account, secret } = await enrolled();
    const code = await codeAt(secret);
    const session = await actorOf(account);
    const stale = await signChallenge(
      { ...account.user, passwordHash: "an-earlier-password-hash" },
      "required",
      undefined,
    );
    for (const challenge of ["not-a-jwt", session.token, stale, `${(await passwordStep(account)).slice(0, -4)}AAAA`])
      expect(await refusal(async () => loginWithTwoFactor({ challenge, code }))).toBe(
        "login.two_factor_challenge_invalid",
      );
    // A `required` challenge cannot start an enrolment (that would replace the authenticator).
    expect(await refusal(async () => setupTwoFactorAtSignIn(await passwordStep(account)))).toBe(
      "login.two_factor_challenge_invalid",
    );
  });

  it("keeps the secret sealed and the recovery codes hashed", async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const { data } = await db()
      .entities.twoFactor.get({ clientId: account.tenantId, userId: account.user.userId })
      .go();
    const stored = JSON.stringify(data);
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace("-", ""));
  });
});

describe("enrolment", () => {
  it("makes the superadmin enrol at the first sign-in, then answers the session and the recovery codes once", async () => {
    const root = await testAccount({ role: "superadmin" });
    const meta = source();
    const challenge = challengeOf(await login({ login: root.login, password: root.password }, meta), "enrol");
    const { secret, uri } = await setupTwoFactorAtSignIn(challenge);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(await refusal(async () => loginWithTwoFactor({ challenge, code: "000000" }, meta))).toBe(
      "login.two_factor_code_wrong",
    );
    const done = await loginWithTwoFactor({ challenge, code: await codeAt(secret) }, meta);
    expect("recoveryCodes" in done && done.recoveryCodes).toHaveLength(10);
    expect((await authenticate(`Bearer ${done.token}`, undefined)).tenantId).toBeNull();
    // From now on the superadmin gives a code, and may not turn two-factor off.
    const next = challengeOf(await login({ login: root.login, password: root.password }, meta), "required");
    expect(next).toBeTruthy();
    const actor = await actorOf(root);
    expect(await twoFactorStatus(actor)).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
    expect(await refusal(async () => disableTwoFactor(actor, { password: root.password }))).toBe(
      "login.two_factor_required",
    );
  });

  it("from one's profile: a code confirms it, the password or a code turns it off, recovery codes are renewed", async () => {
    const account = await testAccount();
    const actor = await actorOf(account);
    expect(await twoFactorStatus(actor)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await refusal(async () => confirmTwoFactor(actor, "123456"))).toBe("login.two_factor_not_started");
    await setupTwoFactor(actor); // a first secret, abandoned: the second replaces it
    const { secret } = await setupTwoFactor(actor);
    expect(await refusal(async () => confirmTwoFactor(actor, "000000"))).toBe("login.two_factor_code_wrong");
    const code = await codeAt(secret);
    const [one, two] = await Promise.all([
      refusal(async () => confirmTwoFactor(actor, code)),
      refusal(async () => confirmTwoFactor(actor, code)),
    ]);
    expect([one, two].sort()).toEqual(["login.two_factor_already_on", undefined].sort());
    expect(await refusal(async () => setupTwoFactor(actor))).toBe("login.two_factor_already_on");
    expect((await twoFactorStatus(actor)).enabled).toBe(true);

    expect(await refusal(async () => regenerateRecoveryCodes(actor, { password: "wrong-password" }))).toBe(
      "login.wrong_password",
    );
    const { recoveryCodes } = await regenerateRecoveryCodes(actor, { password: account.password });
    expect(recoveryCodes).toHaveLength(10);
    expect(await refusal(async () => disableTwoFactor(actor, { code: "999999" }))).toBe("login.two_factor_code_wrong");
    await disableTwoFactor(actor, { code: recoveryCodes[0]! });
    expect(await twoFactorStatus(actor)).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    // Off again: the password alone signs in.
    expect(isTwoFactorStep(await login({ login: account.login, password: account.password }, source()))).toBe(false);
  });
});
