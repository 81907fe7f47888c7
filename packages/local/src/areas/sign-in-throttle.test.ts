import { request } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { newId, signDeviceMarker, verifyDeviceMarker } from "@intranet/core/platform";
import { awayFromWindowEdge, keptAtIt, testAccount, type TestAccount } from "@intranet/core/auth/test-support";
import { LOGIN_CEILING_PER_ACCOUNT } from "@intranet/core/auth";
import { useTestApi, type CallResult } from "../testing/api";

/**
 * Failed sign-ins slow down the guesser instead of locking the account for everyone: counted per
 * account + source and per source, with a doubling delay; all sources together meet a much higher
 * ceiling that only slows briefly, and that a browser presenting its known-device marker for the
 * account does not meet at all. A slowed source refuses failures, not a right password within the
 * account's own budget, nor a known device. Over real HTTP, each "source" a distinct loopback address.
 */
const api = useTestApi();

let nextSource = 0;
/** A fresh loopback source address (127.x.y.z all reach 127.0.0.1 on Linux); distinct from auth.test's. */
function newSource(): string {
  nextSource += 1;
  return `127.${200 + ((process.pid >> 8) & 31)}.${(process.pid + nextSource) & 255}.${(nextSource >> 8) + 1}`;
}

function signIn(sourceIp: string, login: string, password: string, devices?: string[]): Promise<CallResult> {
  const url = new URL("/api/login", api.gateway.url);
  const body = JSON.stringify({ login, password, ...(devices ? { devices } : {}) });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "content-type": "application/json" },
        localAddress: sourceIp,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: new Headers(),
            body: text ? JSON.parse(text) : undefined,
            text,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const wrong = (from: string, account: TestAccount) => signIn(from, account.login, `wrong-${newId()}`);
const right = (from: string, account: TestAccount) => signIn(from, account.login, account.password);
const accountKey = (account: TestAccount) => `${account.user.clientId}#${account.user.userId}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectSlowed(response: CallResult, atMostSeconds: number) {
  expect([response.status, response.body?.error?.code]).toEqual([429, "common.rate_limited"]);
  expect(response.body.error.message).toEqual(expect.any(String));
  expect(response.body.error.details.retryAfterSeconds).toBeGreaterThan(0);
  expect(response.body.error.details.retryAfterSeconds).toBeLessThanOrEqual(atMostSeconds);
}

describe("sign-in throttling", () => {
  beforeEach(() => awayFromWindowEdge());

  it("lets the owner sign in from their address while an attacker hammers the account from another", async () => {
    const account = await testAccount();
    const attacker = newSource();
    for (let i = 0; i < 8; i++) await wrong(attacker, account);
    expectSlowed(await right(attacker, account), 15 * 60); // the attacker's source is slowed, even for the right password
    expect((await right(newSource(), account)).status).toBe(200); // the owner, elsewhere, is not
  });

  it("doubles the wait for each further failure from the same address", { timeout: 30_000 }, async () => {
    const account = await testAccount();
    const from = newSource();
    for (let i = 0; i < 5; i++) expect((await wrong(from, account)).status).toBe(401);
    const first = await wrong(from, account);
    expectSlowed(first, 2);
    await sleep(first.body.error.details.retryAfterSeconds * 1000 + 100);
    expect((await wrong(from, account)).status).toBe(401); // the 6th failure, after the wait
    const second = await wrong(from, account);
    expectSlowed(second, 4);
    expect(second.body.error.details.retryAfterSeconds).toBeGreaterThan(2);
  });

  // Was: the colleague's right password from the slowed address was refused for a few seconds, and
  // a stranger spraying on kept it refused (24 of 25, and 25 of 25 with a known device: issue 30).
  it(
    "lets a colleague sign in from an office address a stranger's spray slowed, with or without their known device; the spray stays slowed",
    { timeout: 120_000 },
    async () => {
      // It runs up to a minute on a loaded machine: counters reset at a window's end (then the stranger got 404 in CI).
      await awayFromWindowEdge(undefined, 60_000);
      const colleague = await testAccount();
      const marker: string = (await right(newSource(), colleague)).body.device; // signed in from home before
      const office = newSource();
      const stranger = () => signIn(office, `nobody${newId()}`, "x");
      for (let batch = 0; batch < 5; batch++) await Promise.all(Array.from({ length: 10 }, stranger));
      expectSlowed(await stranger(), 2);

      // The stranger keeps at it, one unknown login every 100 ms, while the colleague signs in 25 times, then 25 with the marker.
      let signingIn = true;
      const sprayStart = Date.now();
      const sprayed: CallResult[] = [];
      const spray = (async () => {
        while (signingIn) {
          sprayed.push(await stranger());
          await sleep(100);
        }
      })();
      const plain: number[] = [];
      const known: number[] = [];
      try {
        for (let i = 0; i < 25; i++) plain.push((await right(office, colleague)).status);
        for (let i = 0; i < 25; i++)
          known.push((await signIn(office, colleague.login, colleague.password, [marker])).status);
      } finally {
        signingIn = false;
        await spray;
      }
      expect(plain).toEqual(Array(25).fill(200));
      expect(known).toEqual(Array(25).fill(200));
      // A doubling wait from 2 s: through at most after 2, 6, 14, 30… seconds, the rest refused.
      const seconds = (Date.now() - sprayStart) / 1000;
      const through = sprayed.filter((response) => response.status !== 429).length;
      expect(sprayed.length).toBeGreaterThan(10);
      expect(through).toBeLessThanOrEqual(Math.floor(Math.log2(seconds / 2 + 1)) + 1);
      for (const response of sprayed) expect([429, 401]).toContain(response.status); // 401: login.wrong_credentials

      // From the slowed address a wrong password and an unknown login get the same answer: no oracle.
      // A window may have just opened as the spray stopped: use it up first, so both calls meet the wait.
      while ((await stranger()).status !== 429);
      const [unknown, mistyped] = await Promise.all([stranger(), wrong(office, colleague)]);
      expectSlowed(unknown, 60);
      expectSlowed(mistyped, 60);
    },
  );

  it(
    "bounds guessing spread over many addresses with a short delay, never a long lock",
    { timeout: 60_000 },
    async () => {
      const account = await testAccount();
      for (let batch = 0; batch < 10; batch++)
        await Promise.all(Array.from({ length: 10 }, () => wrong(newSource(), account)));
      await keptAtIt(LOGIN_CEILING_PER_ACCOUNT, accountKey(account), [1_000, 3_000]); // slowed ~7 s, not 1 s
      const slowed = await right(newSource(), account);
      expectSlowed(slowed, 10);
      await sleep(slowed.body.error.details.retryAfterSeconds * 1000 + 100);
      expect((await right(newSource(), account)).status).toBe(200);
    },
  );

  it(
    "lets the owner's known device through a ceiling many addresses reached; strangers and bad markers stay slowed",
    { timeout: 60_000 },
    async () => {
      const owner = await testAccount();
      const someoneElse = await testAccount();
      const first = await right(newSource(), owner);
      expect(first.status, first.text).toBe(200);
      const marker: string = first.body.device;
      expect(marker).toEqual(expect.any(String));
      const foreign: string = (await right(newSource(), someoneElse)).body.device;
      const expired = await signDeviceMarker((await verifyDeviceMarker(marker))!, -10);
      const tampered = `${marker.slice(0, -4)}${marker.endsWith("AAAA") ? "BBBB" : "AAAA"}`;

      for (let batch = 0; batch < 10; batch++)
        await Promise.all(Array.from({ length: 10 }, () => wrong(newSource(), owner)));
      await keptAtIt(LOGIN_CEILING_PER_ACCOUNT, accountKey(owner), [1_000, 3_000]); // slowed ~7 s, not 1 s
      // All at once, while the ceiling's wait is on: only the owner's own marker is trusted.
      const [stranger, forged, others, old, own] = await Promise.all([
        right(newSource(), owner),
        signIn(newSource(), owner.login, owner.password, [tampered]),
        signIn(newSource(), owner.login, owner.password, [foreign]),
        signIn(newSource(), owner.login, owner.password, [expired]),
        signIn(newSource(), owner.login, owner.password, [foreign, marker]),
      ]);
      for (const refused of [stranger, forged, others, old]) expectSlowed(refused, 10);
      expect([own.status, own.body.user?._id], own.text).toEqual([200, owner.user.userId]);
      expect(own.body.device).toEqual(expect.any(String));
    },
  );
});
