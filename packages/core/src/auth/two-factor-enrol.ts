import type { RecoveryCodes, TwoFactorSetup } from "@intranet/contracts";
import { AppError } from "../platform";
import type { UserRecord } from "../users";
import { acceptedStep, newTotpSecret, totpUri } from "./totp";
import { newRecoveryCodes, openSecret, recoveryCodeHash, sealSecret } from "./two-factor-secret";
import { confirmPendingSecret, readTwoFactor, replaceRecoveryCodes, storePendingSecret } from "./two-factor-store";

/**
 * Enrolment, from one's profile or forced at sign-in: a new secret is kept pending (sealed) and
 * shown once; the first valid code from the authenticator turns it on and answers the recovery
 * codes, which are never shown again (only their hashes are kept).
 */
const PENDING_MS = 30 * 60 * 1000;

type Account = Pick<UserRecord, "clientId" | "userId" | "email" | "login">;

export async function beginEnrolment(account: Account): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  if (!(await storePendingSecret(account, sealSecret(secret)))) throw new AppError("login.two_factor_already_on");
  return { secret, uri: totpUri(secret, account.email || account.login) };
}

export async function confirmEnrolment(account: Account, code: string, nowMs = Date.now()): Promise<RecoveryCodes> {
  const record = await readTwoFactor(account);
  if (record?.secret) throw new AppError("login.two_factor_already_on");
  if (!record?.pendingSecret || (record.pendingAt ?? 0) + PENDING_MS < nowMs)
    throw new AppError("login.two_factor_not_started");
  const step = await acceptedStep(openSecret(record.pendingSecret), code, undefined, Math.floor(nowMs / 1000));
  if (step === undefined) throw new AppError("login.two_factor_code_wrong");
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((entry) => recoveryCodeHash(account, entry));
  // Two confirmations at once: the condition lets one through; the other finds it already on.
  if (!(await confirmPendingSecret(account, record.pendingSecret, step, hashes)))
    throw new AppError("login.two_factor_already_on");
  return { recoveryCodes };
}

/** New recovery codes; the earlier ones stop working. */
export async function renewRecoveryCodes(account: Account): Promise<RecoveryCodes> {
  const recoveryCodes = newRecoveryCodes();
  const written = await replaceRecoveryCodes(
    account,
    recoveryCodes.map((entry) => recoveryCodeHash(account, entry)),
  );
  if (!written) throw new AppError("login.two_factor_off");
  return { recoveryCodes };
}

/**
 * Enrols an account with a known secret at once (the demo's superadmin and the browser tests, whose
 * sign-in must compute codes); answers the recovery codes like a confirmation.
 */
export async function enrolWithSecret(account: Account, secret: string): Promise<RecoveryCodes> {
  if (!(await storePendingSecret(account, sealSecret(secret)))) throw new AppError("login.two_factor_already_on");
  const record = await readTwoFactor(account);
  const recoveryCodes = newRecoveryCodes();
  const hashes = recoveryCodes.map((entry) => recoveryCodeHash(account, entry));
  if (!record?.pendingSecret || !(await confirmPendingSecret(account, record.pendingSecret, 0, hashes)))
    throw new AppError("common.conflict");
  return { recoveryCodes };
}
