import { setTimeout as sleep } from "node:timers/promises";
import { AppError, hashPassword } from "../platform";
import { closeAllSessions, findResetToken, findUser, mailPasswordLink, redeemResetToken as redeem } from "../users";
import { accountSubject, assertActive, findAccountByEmail } from "./accounts";
import { sourceSubject, type RequestMeta } from "./request-meta";
import { FORGOT_PASSWORD_PER_SOURCE, LOGIN_FAILURES_PER_ACCOUNT, clearAttempts, takeAttempt } from "./rate-limit";

/**
 * The forgot-password answer is padded to a whole number of these from the request's start, so the
 * time does not tell whether a mail was sent: measured locally, the lookup alone takes 5-15 ms and
 * the lookup + reset token + mail 20-60 ms (SES in AWS: ~100-300 ms), all well inside one slot.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 1000;

/**
 * POST /api/forgot_password: mails a single-use reset link to an active account's address. No
 * account probing (OWASP): every request that passes the source's limit gets the same answer
 * ("if an account exists, a link was sent") after the same time: an unknown, deleted or fired
 * address sends nothing, and a mail that fails is logged, not answered. Every request counts
 * against the source's limit: each one probes an address or sends mail.
 */
export async function requestPasswordReset(email: string, meta: RequestMeta = {}): Promise<void> {
  const startedAt = Date.now();
  await takeAttempt(FORGOT_PASSWORD_PER_SOURCE, sourceSubject(meta));
  try {
    const user = await findAccountByEmail(email);
    if (user?.status === "active") await mailPasswordLink(user, "reset");
  } catch (error) {
    console.error("forgot_password: the reset mail was not sent", error);
  }
  await sleep(paddingMs(Date.now() - startedAt));
}

/** What is left until the next whole slot (a slow mail moves to the next slot, never a time of its own). */
export const paddingMs = (elapsedMs: number, slotMs = FORGOT_PASSWORD_ANSWER_MS) =>
  Math.max(1, Math.ceil(elapsedMs / slotMs)) * slotMs - elapsedMs;

/** How often a redemption that lost a transaction conflict (not a condition) is tried again. */
const CONFLICT_RETRIES = 3;

/**
 * POST /api/reset_password/{token}: sets the password the link was issued for, once.
 * One transaction deletes the token on the condition that it still exists and has not expired, and
 * sets the hash, so of two concurrent redemptions exactly one succeeds. Then every session of the
 * user is closed (whoever had the account signs in again with the new password), and the account's
 * failed sign-ins are forgotten: the owner, locked out after typos, has just proved who they are.
 */
export async function resetPassword(token: string, password: string): Promise<void> {
  const stored = await findResetToken(token);
  const user = await findUser(stored.clientId, stored.userId);
  if (!user) throw new AppError("login.reset_token_invalid");
  assertActive(user);
  const passwordHash = await hashPassword(password);

  for (let attempt = 0; ; attempt++) {
    const outcome = await redeem(stored.tokenHash, user, passwordHash);
    if (outcome === "done") break;
    if (outcome === "conflict" && attempt < CONFLICT_RETRIES) {
      await sleep(20 + Math.random() * 50);
      continue;
    }
    throw new AppError(outcome === "user_changed" ? "login.user_deleted" : "login.reset_token_invalid");
  }
  await closeAllSessions(user);
  await clearAttempts(LOGIN_FAILURES_PER_ACCOUNT, accountSubject(user));
}
