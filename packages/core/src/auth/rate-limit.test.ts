import { describe, expect, it } from "vitest";
import { db } from "./entities";
import { newId } from "../platform";
import { attemptsUsed, giveBackAttempt, takeAttempt, type RateLimit } from "./rate-limit";
import { refusal } from "./test-support";

const limit = (max: number): RateLimit => ({ name: `test-${newId()}`, max, windowSeconds: 900 });
// A fixed instant 100 s into a 15-minute window, so the tests never straddle a window boundary.
const windowStart = Math.floor(Date.now() / 900_000) * 900_000;
const at = windowStart + 100_000;

describe("fixed-window attempt limits", () => {
  it("allows max attempts per window, then refuses with 429 and the seconds left", async () => {
    const rule = limit(3);
    for (let i = 0; i < 3; i++) await takeAttempt(rule, "subject", at);
    const error = await takeAttempt(rule, "subject", at).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "common.rate_limited", status: 429, details: { retryAfterSeconds: 800 } });
    expect(await attemptsUsed(rule, "subject", at)).toBe(3); // a refused attempt does not grow the counter
    expect(await refusal(() => takeAttempt(rule, "other-subject", at))).toBeUndefined();
  });

  it("lets exactly max of a parallel burst through (atomic conditional ADD)", async () => {
    const rule = limit(5);
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => takeAttempt(rule, "burst", at)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    for (const result of results)
      if (result.status === "rejected") expect(result.reason.code).toBe("common.rate_limited");
    expect(await attemptsUsed(rule, "burst", at)).toBe(5);
  });

  it("gives an attempt back, and starts afresh in the next window", async () => {
    const rule = limit(2);
    const first = await takeAttempt(rule, "s", at);
    await takeAttempt(rule, "s", at);
    expect(await refusal(() => takeAttempt(rule, "s", at))).toBe("common.rate_limited");
    await giveBackAttempt(first);
    expect(await attemptsUsed(rule, "s", at)).toBe(1);
    expect(await refusal(() => takeAttempt(rule, "s", at))).toBeUndefined();
    expect(await refusal(() => takeAttempt(rule, "s", at + 900_000))).toBeUndefined();
    expect(await attemptsUsed(rule, "s", at + 900_000)).toBe(1);
  });

  it("stores counters with a TTL at the window's end, and giving back after expiry writes nothing", async () => {
    const rule = limit(2);
    const ticket = await takeAttempt(rule, "ttl", at);
    const { data } = await db().entities.attempt.get(ticket).go();
    expect(data).toMatchObject({ count: 1, expiresAt: windowStart / 1000 + 900 });
    await db().entities.attempt.delete(ticket).go(); // as TTL would
    await giveBackAttempt(ticket);
    expect((await db().entities.attempt.get(ticket).go()).data).toBeNull();
  });
});
