import { hashPassword, isAppError, randomPassword, verifyPassword, type AppError } from "../platform";
import { LOGIN_FAILURES_PER_SOURCE, giveBackAttempt, takeAttempt, type AttemptTicket } from "./rate-limit";

/**
 * The per-address limit at sign-in is HELD, not thrown at once: an office behind one NAT shares its
 * address with whoever sprays unknown logins from it, and a colleague's correct password (within
 * their account's own budget) or known device must still get in (issue 30; OWASP's Authentication
 * Cheat Sheet: limits keyed to the account and device cookies, not to an address many people
 * share). The refusal is answered only once the password has been checked and failed.
 */
export type AddressAttempt = { ticket: AttemptTicket; refusal?: undefined } | { ticket?: undefined; refusal: AppError };

/** Refused for being slowed (whichever limit), as opposed to any other failure. */
export const isSlowedDown = (error: unknown): error is AppError =>
  isAppError(error) && error.code === "common.rate_limited";

export async function takeAddressAttempt(source: string): Promise<AddressAttempt> {
  try {
    return { ticket: await takeAttempt(LOGIN_FAILURES_PER_SOURCE, source) };
  } catch (error) {
    if (isSlowedDown(error)) return { refusal: error };
    throw error;
  }
}

/**
 * A successful sign-in gives its address attempt back, except one that set the address's pace (a
 * wait for the next): that slot stays taken, so colleagues signing in never shorten a sprayer's
 * doubling wait.
 */
export async function releaseAddressAttempt(attempt: AddressAttempt | null): Promise<void> {
  if (attempt?.ticket && !attempt.ticket.paced) await giveBackAttempt(attempt.ticket);
}

let decoy: Promise<string> | undefined;

/**
 * The same work as checking a real password (scrypt with the same parameters), against a hash
 * nobody knows the password of: from a slowed address an unknown login costs the same time as a
 * known one, so the answers there (all 429) do not tell which logins exist. Always false.
 */
export async function checkDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword(randomPassword());
  await verifyPassword(password, await decoy);
  return false;
}
