import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword, newId, signDeviceMarker, verifyAccessToken, verifyDeviceMarker } from "../platform";
import { setPasswordHash } from "../users";
import { changePassword } from "./password-change";
import {
  LOGIN_CEILING_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT,
  attemptsUsed,
  passwordStamp,
  takeAccountAttempt,
  takeAttempt,
} from "./rate-limit";
import {
  actorOf,
  awayFromWindowEdge,
  refusal,
  testAccount,
  type TestAccount,
  sessionLogin as login,
} from "./test-support";

const source = () => ({ sourceIp: `10.${newId().slice(-6)}`, userAgent: "vitest" });
const accountKey = (account: TestAccount) => `${account.user.clientId}#${account.user.userId}`;
/** Failures counted on the account-wide ceiling (all sources together) in this window. */
const ceilingCount = (account: TestAccount) => attemptsUsed(LOGIN_FAILURES_PER_ACCOUNT, accountKey(account));

/** Signs in once from somewhere: the marker this browser keeps. */
async function markerOf(account: TestAccount): Promise<string> {
  return (await login({ login: account.login, password: account.password }, source())).device;
}

/**
 * The ceiling reached by many addresses: 100 failures from 100 sources, then a guesser who kept at
 * it over the next seconds (attempts dated ahead, each once the previous wait was over), so the
 * account-wide wait lasts ~15 s and the checks that follow do not race its first 1-second step.
 */
async function fillCeiling(account: TestAccount): Promise<void> {
  const now = Date.now();
  const user = { ...account.user };
  for (let batch = 0; batch < 10; batch++)
    await Promise.all(Array.from({ length: 10 }, () => takeAccountAttempt(user, source().sourceIp, {}, now)));
  for (const later of [1_000, 3_000, 7_000])
    await takeAttempt(LOGIN_CEILING_PER_ACCOUNT, accountKey(account), now + later);
}

describe("known devices at sign-in", () => {
  beforeEach(() => awayFromWindowEdge(15 * 60 * 1000, 30_000));

  it("answers a marker for the account that signed in, which is no access token", async () => {
    const account = await testAccount();
    const result = await login({ login: account.login, password: account.password }, source());
    const claims = await verifyDeviceMarker(result.device);
    expect(claims).toMatchObject({
      sub: account.user.userId,
      cid: account.tenantId,
      pst: passwordStamp(account.user.passwordHash),
    });
    expect(await refusal(() => verifyAccessToken(result.device))).toBe("common.token_invalid");
    expect(await verifyDeviceMarker(result.token)).toBeNull();
    // Presented again, it is renewed for the same device.
    const again = await login({ login: account.login, password: account.password, devices: [result.device] }, source());
    expect((await verifyDeviceMarker(again.device))?.jti).toBe(claims?.jti);
    // A stranger's browser gets a device of its own.
    expect((await verifyDeviceMarker(await markerOf(account)))?.jti).not.toBe(claims?.jti);
  });

  it("lets the owner presenting their marker through a ceiling reached by many addresses; a stranger is slowed", async () => {
    const owner = await testAccount();
    const marker = await markerOf(owner);
    await fillCeiling(owner);
    expect(await ceilingCount(owner)).toBe(LOGIN_CEILING_PER_ACCOUNT.max + 3);

    const stranger = await login({ login: owner.login, password: owner.password }, source()).catch((e: unknown) => e);
    expect(stranger).toMatchObject({ code: "common.rate_limited", status: 429 });
    expect((stranger as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds).toBeLessThanOrEqual(15);

    // From an address never seen, with the marker (and other accounts' markers beside it): signed in.
    const other = await markerOf(await testAccount());
    const result = await login({ login: owner.email, password: owner.password, devices: [other, marker] }, source());
    expect(result.user._id).toBe(owner.user.userId);
    expect(await ceilingCount(owner)).toBe(LOGIN_CEILING_PER_ACCOUNT.max + 3); // it took nothing there
  });

  it("gives no trust to a forged, expired, foreign or outdated marker, nor to an access token", async () => {
    const owner = await testAccount();
    const someoneElse = await testAccount();
    const genuine = await markerOf(owner);
    const claims = (await verifyDeviceMarker(genuine))!;
    // Another account's marker with its payload rewritten to name the owner: the signature breaks.
    const [header, payload, signature] = (await markerOf(someoneElse)).split(".") as [string, string, string];
    const rewritten = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, "base64url").toString()),
        sub: owner.user.userId,
        cid: owner.tenantId,
      }),
    ).toString("base64url");
    const untrusted = {
      forged: `${header}.${rewritten}.${signature}`,
      tampered: `${genuine.slice(0, -4)}${genuine.endsWith("AAAA") ? "BBBB" : "AAAA"}`,
      expired: await signDeviceMarker(claims, -10),
      "another account's": await markerOf(someoneElse),
      "an access token": (await login({ login: owner.login, password: owner.password }, source())).token,
      garbage: "not-a-marker",
    };
    for (const [name, marker] of Object.entries(untrusted)) {
      const before = await ceilingCount(owner);
      const code = await refusal(() =>
        login({ login: owner.login, password: `wrong-${newId()}`, devices: [marker] }, source()),
      );
      expect([name, code]).toEqual([name, "login.wrong_credentials"]);
      expect([name, await ceilingCount(owner)]).toEqual([name, before + 1]); // counted with the strangers
    }
    // The genuine one: its failure is the device's own, not the account's.
    const before = await ceilingCount(owner);
    await refusal(() => login({ login: owner.login, password: "wrong-typo", devices: [genuine] }, source()));
    expect(await ceilingCount(owner)).toBe(before);

    // A new password ends every marker issued before it.
    await setPasswordHash(owner.user, await hashPassword("a-new-password"));
    await refusal(() => login({ login: owner.login, password: "wrong-again", devices: [genuine] }, source()));
    expect(await ceilingCount(owner)).toBe(before + 1);
  });

  it("leaves a stolen marker one device: 5 failures from any number of addresses, then it is slowed", async () => {
    const owner = await testAccount();
    const marker = await markerOf(owner);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.max; i++)
      expect(
        await refusal(() => login({ login: owner.login, password: `guess-${i}`, devices: [marker] }, source())),
      ).toBe("login.wrong_credentials");
    expect(await refusal(() => login({ login: owner.login, password: "guess-5", devices: [marker] }, source()))).toBe(
      "common.rate_limited",
    );
    // Without it, the next address is a stranger again (the ceiling is far away): not locked out.
    expect(await refusal(() => login({ login: owner.login, password: owner.password }, source()))).toBeUndefined();
  });

  it("treats the caller's own session as a known device when changing the password", async () => {
    const owner = await testAccount();
    const actor = await actorOf(owner);
    await fillCeiling(owner);
    await changePassword(actor, { old_password: owner.password, password: "changed-pw-1" });
    expect(await ceilingCount(owner)).toBe(LOGIN_CEILING_PER_ACCOUNT.max + 3);
  });
});
