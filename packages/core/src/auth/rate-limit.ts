import { createHash } from "node:crypto";
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
 *
 * A limit is either hard (`max` attempts per window, then refused until the window ends) or a
 * slow-down (`delay`): `max` attempts are free, then each further attempt must wait a doubling
 * delay after the previous one (`baseSeconds`, 2×, 4×… up to `maxSeconds`, and never past the
 * window's end), answered 429 with `retryAfterSeconds` meanwhile.
 */
export interface RateLimit {
  /** Namespaces the counters; part of the stored key. */
  readonly name: string;
  readonly max: number;
  readonly windowSeconds: number;
  readonly delay?: { readonly baseSeconds: number; readonly maxSeconds: number };
}

const FIFTEEN_MINUTES = 15 * 60;

/**
 * Failed sign-ins (or wrong old passwords) against one account, guessing its password. Counted per
 * account AND source (`takeAccountAttempt`), so an attacker elsewhere cannot lock the owner out:
 * `max` free failures per source, then a doubling delay from 2 s (capped by the 15-minute window).
 * All sources together meet the `ceiling`: many more free failures, then only a short delay (at most
 * 10 s), so guessing from many addresses stays bounded without ever locking the account. A known
 * device (a valid marker, known-device.ts) skips the ceiling and meets the per-source limit on its
 * own counter instead, so strangers filling the ceiling do not slow its owner.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = {
  name: "login-account",
  max: 5,
  windowSeconds: FIFTEEN_MINUTES,
  delay: { baseSeconds: 2, maxSeconds: FIFTEEN_MINUTES },
  ceiling: { max: 100, delay: { baseSeconds: 1, maxSeconds: 10 } },
} as const satisfies RateLimit & { ceiling: Pick<RateLimit, "max" | "delay"> };

/** The all-sources ceiling of an account as a limit of its own (its counter is keyed by the account alone). */
export const LOGIN_CEILING_PER_ACCOUNT: RateLimit = {
  name: LOGIN_FAILURES_PER_ACCOUNT.name,
  windowSeconds: LOGIN_FAILURES_PER_ACCOUNT.windowSeconds,
  ...LOGIN_FAILURES_PER_ACCOUNT.ceiling,
};

/**
 * Failed sign-ins per source address: guessing across accounts. Higher than per account because a
 * company's employees often share one office address, and their typos must not lock the office
 * out; past it the source's failures are slowed (2 s doubling to at most a minute), and a right
 * password or a known device still gets in (address-limit.ts).
 */
export const LOGIN_FAILURES_PER_SOURCE: RateLimit = {
  name: "login-source",
  max: 50,
  windowSeconds: FIFTEEN_MINUTES,
  delay: { baseSeconds: 2, maxSeconds: 60 },
};

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
  /** A slow-down limit's attempt past its free count: it made the next one wait. */
  paced?: true;
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
  if (limit.delay) return takeSlowedAttempt(limit, limit.delay, { key, window }, endsAt, nowMs);
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

const rateLimited = (retryAfterSeconds: number) =>
  new AppError("common.rate_limited", {}, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });

/**
 * A slow-down limit. Below `max - 1` it is the same single conditional ADD as a hard limit; from
 * there each attempt reads the counter and writes `count + 1` and the next allowed time under the
 * condition that the count is still the one read, so of parallel attempts exactly one takes each
 * slot and the others find the delay (a lost race re-reads).
 */
async function takeSlowedAttempt(
  limit: RateLimit,
  delay: NonNullable<RateLimit["delay"]>,
  ticket: AttemptTicket,
  endsAt: number,
  nowMs: number,
): Promise<AttemptTicket> {
  const attempt = () => db().entities.attempt.update(ticket).add({ count: 1 }).set({ expiresAt: endsAt });
  if (limit.max > 1) {
    try {
      await attempt()
        .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit.max - 1)}`)
        .go({ response: "none" });
      return ticket;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  for (let round = 0; round < 5; round++) {
    const { data } = await db().entities.attempt.get(ticket).go({ consistent: true });
    if (data?.notBefore !== undefined && nowMs < data.notBefore)
      throw rateLimited((Math.min(data.notBefore, endsAt * 1000) - nowMs) / 1000);
    const count = data?.count ?? 0;
    const waitSeconds =
      count + 1 >= limit.max ? Math.min(delay.maxSeconds, delay.baseSeconds * 2 ** (count + 1 - limit.max)) : 0;
    try {
      await attempt()
        .set({ notBefore: nowMs + waitSeconds * 1000 })
        .where((attributes, { eq, notExists }) => (data ? eq(attributes.count, count) : notExists(attributes.count)))
        .go({ response: "none" });
      return waitSeconds > 0 ? { ...ticket, paced: true } : ticket;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw rateLimited(delay.baseSeconds);
}

/**
 * A short, stable fingerprint of a password hash: a new password starts new per-source counters and
 * ends every known-device marker (which carries the stamp it was issued under).
 */
export const passwordStamp = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 10);

/**
 * Takes one attempt at an account's password from `source` (an address; `session:<id>` for a
 * password change): first the account + source counter, then the all-sources ceiling. The
 * per-source counter is keyed by the current password's stamp, so a password reset or an admin
 * setting the password starts afresh everywhere, without having to find every source's counter.
 *
 * `knownDevice` names a device that signed in to this account before (`device:<id>` from a valid
 * marker, or the caller's own session, which is its source). Its attempts skip the account-wide
 * ceiling and take that device's own counter instead, under the same limit as a source: the owner
 * is not slowed by strangers filling the ceiling, and a stolen marker used from many addresses is
 * still one device (5 free failures, then the doubling delay), so it cannot brute-force either.
 */
export async function takeAccountAttempt(
  account: { clientId: string; userId: string; passwordHash: string },
  source: string,
  options: { knownDevice?: string | undefined } = {},
  nowMs = Date.now(),
): Promise<AttemptTicket[]> {
  const limit = LOGIN_FAILURES_PER_ACCOUNT;
  const subject = `${account.clientId}#${account.userId}`;
  const perSource = (from: string) =>
    takeAttempt(limit, `${subject}#${passwordStamp(account.passwordHash)}#${from}`, nowMs);
  const fromSource = await perSource(source);
  const { knownDevice } = options;
  if (knownDevice === source) return [fromSource];
  try {
    const second = knownDevice
      ? await perSource(knownDevice)
      : await takeAttempt(LOGIN_CEILING_PER_ACCOUNT, subject, nowMs);
    return [fromSource, second];
  } catch (error) {
    await giveBackAttempt(fromSource);
    throw error;
  }
}

/** Gives an attempt back (it did not count); a window that has meanwhile expired is left alone. */
export async function giveBackAttempt(ticket: AttemptTicket): Promise<void> {
  try {
    await db()
      .entities.attempt.patch({ key: ticket.key, window: ticket.window })
      .add({ count: -1 })
      .go({ response: "none" });
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
