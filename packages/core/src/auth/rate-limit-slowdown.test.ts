import { describe, expect, it } from "vitest";
import { newId } from "../platform/ids";
import { attemptsUsed, giveBackAttempt, takeAttempt, type RateLimit } from "./rate-limit";

/** Slow-down limits: `max` free attempts, then a doubling wait after each further one. */
const slowDown = (max: number, maxSeconds = 900): RateLimit => ({
  name: `slow-${newId()}`,
  max,
  windowSeconds: 900,
  delay: { baseSeconds: 2, maxSeconds },
});
const windowStart = Math.floor(Date.now() / 900_000) * 900_000;
const at = windowStart + 10_000;
const retryAfter = (error: unknown) => (error as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds;

describe("slow-down attempt limits", () => {
  it("lets max attempts through, then doubles the wait: 2 s, 4 s, 8 s…", async () => {
    const rule = slowDown(3);
    for (let i = 0; i < 3; i++) await takeAttempt(rule, "s", at);
    const first = await takeAttempt(rule, "s", at + 1_000).catch((error: unknown) => error);
    expect(first).toMatchObject({ code: "common.rate_limited", status: 429 });
    expect(retryAfter(first)).toBe(1); // 2 s after the 3rd attempt, 1 s of it left
    await takeAttempt(rule, "s", at + 2_000); // the 4th, once the wait is over
    expect(retryAfter(await takeAttempt(rule, "s", at + 2_500).catch((e: unknown) => e))).toBe(4);
    await takeAttempt(rule, "s", at + 6_000); // the 5th
    expect(retryAfter(await takeAttempt(rule, "s", at + 6_000).catch((e: unknown) => e))).toBe(8);
    expect(await attemptsUsed(rule, "s", at)).toBe(5); // refused attempts are not counted
  });

  it("caps the wait, and never past the window's end", async () => {
    const capped = slowDown(1, 10);
    let now = at;
    for (let i = 0; i < 6; i++) {
      await takeAttempt(capped, "c", now);
      now += 10_000;
    }
    expect(retryAfter(await takeAttempt(capped, "c", now - 10_000).catch((e: unknown) => e))).toBe(10);

    const late = slowDown(1);
    const nearEnd = windowStart + 895_000;
    await takeAttempt(late, "l", nearEnd);
    await takeAttempt(late, "l", nearEnd + 2_000);
    // 4 s wanted, but the window ends in 3 s and a new window starts counting afresh.
    expect(retryAfter(await takeAttempt(late, "l", nearEnd + 2_000).catch((e: unknown) => e))).toBe(3);
    await expect(takeAttempt(late, "l", windowStart + 900_000)).resolves.toBeDefined();
  });

  it("gives exactly one of a parallel burst each slot", async () => {
    const rule = slowDown(4);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => takeAttempt(rule, "burst", at)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(4);
    expect(await attemptsUsed(rule, "burst", at)).toBe(4);
  });

  it("takes a given-back attempt off the count", async () => {
    const rule = slowDown(2);
    const ticket = await takeAttempt(rule, "g", at);
    await giveBackAttempt(ticket);
    expect(await attemptsUsed(rule, "g", at)).toBe(0);
  });
});
