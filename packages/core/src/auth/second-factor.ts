import { acceptedStep, looksLikeTotpCode } from "./totp";
import { openSecret, recoveryCodeHash } from "./two-factor-secret";
import { readTwoFactor, takeRecoveryCode, takeTimeStep } from "./two-factor-store";

/**
 * Checks a second factor of an account with two-factor on: a 6-digit code (valid ±1 step, later
 * than the last one accepted, which it then becomes) or a recovery code (used up). Each ends in a
 * conditional write, so the same code sent twice at once passes once.
 */
export async function secondFactorValid(account: { clientId: string; userId: string }, code: string) {
  const record = await readTwoFactor(account);
  if (!record?.secret) return false;
  if (!looksLikeTotpCode(code)) return takeRecoveryCode(account, recoveryCodeHash(account, code));
  const step = await acceptedStep(openSecret(record.secret), code, record.lastStep);
  return step !== undefined && takeTimeStep(account, step);
}
