import type { Actor, RecoveryCodes, TwoFactorProof, TwoFactorSetup, TwoFactorStatus } from "@intranet/contracts";
import { AppError, verifyPassword } from "../platform";
import type { UserRecord } from "../users";
import { ownAccount } from "./accounts";
import { twoFactorRequiredFor } from "./complete-sign-in";
import { giveBackAttempt, takeAccountAttempt } from "./rate-limit";
import { secondFactorValid } from "./second-factor";
import { beginEnrolment, confirmEnrolment, renewRecoveryCodes } from "./two-factor-enrol";
import { readTwoFactor, removeTwoFactor } from "./two-factor-store";

/** One's own two-factor, from the profile's Security tab (`/api/user/two_factor…`). */

export async function twoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  const account = await ownAccount(actor);
  const [record, required] = await Promise.all([readTwoFactor(account), twoFactorRequiredFor(account)]);
  return {
    enabled: !!record?.secret,
    recoveryCodesLeft: record?.secret ? (record.recoveryCodes?.length ?? 0) : 0,
    required,
  };
}

export async function setupTwoFactor(actor: Actor): Promise<TwoFactorSetup> {
  return beginEnrolment(await ownAccount(actor));
}

export async function confirmTwoFactor(actor: Actor, code: string): Promise<RecoveryCodes> {
  return confirmEnrolment(await ownAccount(actor), code);
}

/**
 * Turning it off needs a current code (or a recovery code) or the password, checked under the
 * sign-in limits with the session as the source (like a password change), so a borrowed session
 * cannot guess. Refused where it is required (the superadmin; an admin under the company's policy).
 */
export async function disableTwoFactor(actor: Actor, proof: TwoFactorProof): Promise<void> {
  const account = await ownAccount(actor);
  if (await twoFactorRequiredFor(account)) throw new AppError("login.two_factor_required");
  await proveOwner(actor, account, proof);
  await removeTwoFactor(account);
}

export async function regenerateRecoveryCodes(actor: Actor, proof: TwoFactorProof): Promise<RecoveryCodes> {
  const account = await ownAccount(actor);
  await proveOwner(actor, account, proof);
  return renewRecoveryCodes(account);
}

async function proveOwner(actor: Actor, account: UserRecord, proof: TwoFactorProof): Promise<void> {
  if (!(await readTwoFactor(account))?.secret) throw new AppError("login.two_factor_off");
  const source = `session:${actor.sessionId ?? "none"}`;
  const attempts = await takeAccountAttempt(account, source, { knownDevice: actor.sessionId ? source : undefined });
  const valid = proof.code
    ? await secondFactorValid(account, proof.code)
    : await verifyPassword(proof.password ?? "", account.passwordHash);
  if (!valid) throw new AppError(proof.code ? "login.two_factor_code_wrong" : "login.wrong_password");
  await Promise.all(attempts.map(giveBackAttempt));
}
