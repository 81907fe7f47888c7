import { request } from "node:http";
import { beforeEach, describe, expect, it } from "vitest";
import { newId, signDeviceMarker, verifyDeviceMarker } from "@intranet/core/platform";
import { awayFromWindowEdge, testAccount, type TestAccount } from "@intranet/core/auth/test-support";
import { useTestApi, type CallResult } from "../testing/api";

/**
 * Failed sign-ins slow down the guesser instead of locking the account for everyone: counted per
 * account + source and per source, with a doubling delay; all sources together meet a much higher
 * ceiling that only slows briefly, and that a browser presenting its known-device marker for the
 * account does not meet at all. Over real HTTP, each "source" a distinct loopback address.
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

  it("slows an address with many failures briefly instead of locking everyone behind it", async () => {
    const colleague = await testAccount();
    const office = newSource();
    for (let batch = 0; batch < 5; batch++)
      await Promise.all(Array.from({ length: 10 }, () => signIn(office, `nobody${newId()}`, "x")));
    const slowed = await right(office, colleague);
    expectSlowed(slowed, 2); // seconds, not a 15-minute lock of the whole office
    await sleep(slowed.body.error.details.retryAfterSeconds * 1000 + 100);
    expect((await right(office, colleague)).status).toBe(200);
  });

  it(
    "bounds guessing spread over many addresses with a short delay, never a long lock",
    { timeout: 60_000 },
    async () => {
      const account = await testAccount();
      for (let batch = 0; batch < 10; batch++)
        await Promise.all(Array.from({ length: 10 }, () => wrong(newSource(), account)));
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
