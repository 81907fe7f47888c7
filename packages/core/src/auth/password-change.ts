import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { AppError, hashPassword, verifyPassword, requireTenant } from "../platform";
import { accountSubject, ownAccount } from "./accounts";
import { closeAllSessions, closeSessions, requireUser, setPasswordHash } from "../users";
import { LOGIN_FAILURES_PER_ACCOUNT, clearAttempts, giveBackAttempt, takeAccountAttempt } from "./rate-limit";

export interface PasswordChange {
  /** Whose password; the caller's own when absent. */
  user_id?: string;
  old_password?: string;
  password: string;
}

/**
 * POST /api/reset_password_hard. One's own password needs the old one (spec §5), checked under the
 * same per-account limit as sign-in, so a borrowed session cannot be used to guess it; the other
 * sessions are closed and the current one stays. An admin (or a superadmin inside the tenant) sets
 * an employee's password without the old one; the target is looked up in the acting tenant only,
 * all of the target's sessions are closed and a sign-in lock is lifted.
 */
export async function changePassword(actor: Actor, change: PasswordChange): Promise<void> {
  if (!change.user_id || change.user_id === actor.userId) return changeOwnPassword(actor, change);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const target = await requireUser(requireTenant(actor), change.user_id);
  await storePassword(target, change.password);
  await closeAllSessions(target);
  // The admin vouches for the new password, so a lock from earlier failures would only be in the way.
  await clearAttempts(LOGIN_FAILURES_PER_ACCOUNT, accountSubject(target));
}

async function changeOwnPassword(actor: Actor, change: PasswordChange): Promise<void> {
  if (!change.old_password) throw new AppError("employees.old_password_needed");
  const user = await ownAccount(actor);
  // Counted like sign-ins, with the session as the source: a borrowed session is slowed down. The
  // session signed in to this account, so it is a known device: strangers filling the account-wide
  // ceiling do not slow the owner's password change.
  const source = `session:${actor.sessionId ?? "none"}`;
  const attempts = await takeAccountAttempt(user, source, { knownDevice: actor.sessionId ? source : undefined });
  if (!(await verifyPassword(change.old_password, user.passwordHash))) throw new AppError("login.wrong_password");
  await Promise.all(attempts.map(giveBackAttempt));
  await storePassword(user, change.password);
  await closeSessions(user, actor.sessionId);
}

async function storePassword(user: { clientId: string; userId: string }, password: string): Promise<void> {
  await setPasswordHash(user, await hashPassword(password));
}
