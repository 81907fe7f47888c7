import { isConditionFailure } from "../db";
import { db } from "./entities";
import { AppError } from "../platform";

/**
 * Fixed-window attempt limits on the `attempt` entity: one counter item per (limit, subject, window),
 * incremented with an atomic ADD and removed by TTL at the window's end.
 *
 * An attempt is taken BEFORE the guarded work (e.g. the password check) with a condition that the
 * window still has room, so a burst of parallel requests cannot slip past the limit the way a
 * read-then-write check would; a locked subject is refused before any password is compared.
 * Work that turns out not to count (a successful login) gives its attempt back.
 */
export interface RateLimit {
  /** Namespaces the counters; part of the stored key. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/** Failed sign-ins (or wrong old passwords) per account: guessing one password. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { name: "login-account", max: 5, windowSeconds: FIFTEEN_MINUTES };

/**
 * Failed sign-ins per source address: guessing across accounts. Higher than per account because a
 * company's employees often share one office address, and their typos must not lock the office out.
 */
export const LOGIN_FAILURES_PER_SOURCE: RateLimit = { name: "login-source", max: 50, windowSeconds: FIFTEEN_MINUTES };

/** Password-reset requests per source, successful or not: each one probes an address or sends mail. */
export const FORGOT_PASSWORD_PER_SOURCE: RateLimit = {
  name: "forgot-source",
  max: 10,
  windowSeconds: FIFTEEN_MINUTES,
};

/** A taken attempt, enough to give it back in the same window. */
export interface AttemptTicket {
  key: string;
  window: number;
}

function windowOf(limit: RateLimit, nowMs: number) {
  const window = Math.floor(nowMs / 1000 / limit.windowSeconds);
  return { window, endsAt: (window + 1) * limit.windowSeconds };
}

/**
 * Takes one attempt for `subject` (an address, an account id…); `common.rate_limited` (429) when the
 * window is full, with the seconds until it ends in the error details.
 */
export async function takeAttempt(limit: RateLimit, subject: string, nowMs = Date.now()): Promise<AttemptTicket> {
  const key = `${limit.name}#${subject}`;
  const { window, endsAt } = windowOf(limit, nowMs);
  try {
    await db()
      .entities.attempt.update({ key, window })
      .add({ count: 1 })
      .set({ expiresAt: endsAt })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit.max)}`)
      .go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const retryAfterSeconds = Math.max(1, endsAt - Math.floor(nowMs / 1000));
    throw new AppError("common.rate_limited", {}, { retryAfterSeconds });
  }
  return { key, window };
}

/** Gives an attempt back (it did not count); a window that has meanwhile expired is left alone. */
export async function giveBackAttempt(ticket: AttemptTicket): Promise<void> {
  try {
    await db().entities.attempt.patch(ticket).add({ count: -1 }).go({ response: "none" });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Forgets the subject's count in the current window (a password reset proves who is asking). */
export async function clearAttempts(limit: RateLimit, subject: string, nowMs = Date.now()): Promise<void> {
  const { window } = windowOf(limit, nowMs);
  await db()
    .entities.attempt.delete({ key: `${limit.name}#${subject}`, window })
    .go({ response: "none" });
}

/** Attempts counted for `subject` in the current window (for tests and diagnostics). */
export async function attemptsUsed(limit: RateLimit, subject: string, nowMs = Date.now()): Promise<number> {
  const { window } = windowOf(limit, nowMs);
  const { data } = await db()
    .entities.attempt.get({ key: `${limit.name}#${subject}`, window })
    .go();
  return data?.count ?? 0;
}
