import type { SignInAnswer } from "@intranet/contracts";
import { clientIdByWorkspace } from "../clients";
import { AppError, verifyPassword } from "../platform";
import { findAccountByLoginOrEmail } from "./accounts";
import { completeSignIn } from "./complete-sign-in";
import { knownDeviceOf } from "./known-device";
import { checkDecoyPassword, isSlowedDown, releaseAddressAttempt, takeAddressAttempt } from "./address-limit";
import { giveBackAttempt, takeAccountAttempt } from "./rate-limit";
import { sourceSubject, type RequestMeta } from "./request-meta";

export interface Credentials {
  /** A login or an email. */
  login: string;
  password: string;
  /** Set by a workspace's own login page: the account must belong to that workspace's tenant. */
  workspace?: string;
  /** Known-device markers this browser got at earlier sign-ins (known-device.ts); any may be stale. */
  devices?: string[] | undefined;
}

/**
 * Signs in with a login or email and a password (POST /api/login, /api/loginPage).
 * Order matters: the account's limits are taken before the password is compared (a slowed account
 * + source refuses even the right password); a correct password gives the attempts back, so only
 * failures count. The account is limited per source (rate-limit.ts), so a stranger hammering it
 * from elsewhere slows only themselves; a browser presenting a valid known-device marker for the
 * account is not held back by the all-sources ceiling nor by its address (known-device.ts), and
 * every successful sign-in answers a fresh marker. The address's own limit (password spraying) is
 * held until the password fails (address-limit.ts): a colleague behind a slowed office address
 * gets in with the right password; from that address every failure, unknown login or wrong
 * password, is the same 429 after the same one password check.
 *
 * No account probing (OWASP): an unknown login (or another workspace's) and a wrong password get
 * the same `login.wrong_credentials` after exactly one password check (a decoy for an unknown
 * login), so neither the answer nor its time tells who has an account. Only someone who knows the
 * password learns more: deleted, blocked, SSO required, or the two-factor step (complete-sign-in.ts).
 */
export async function login(credentials: Credentials, meta: RequestMeta = {}): Promise<SignInAnswer> {
  const source = sourceSubject(meta);
  const [user, workspaceTenant] = await Promise.all([
    findAccountByLoginOrEmail(credentials.login),
    credentials.workspace === undefined ? undefined : clientIdByWorkspace(credentials.workspace),
  ]);
  const account = user && (credentials.workspace === undefined || user.clientId === workspaceTenant) ? user : null;
  const deviceId = account ? await knownDeviceOf(credentials.devices, account) : undefined;
  const fromAddress = deviceId ? null : await takeAddressAttempt(source);
  const slowedHere = fromAddress?.refusal;
  const forAccount = account
    ? await takeAccountAttempt(account, source, { knownDevice: deviceId && `device:${deviceId}` }).catch(
        (error: unknown) => {
          if (slowedHere && isSlowedDown(error)) return null; // answered below as the address's refusal
          throw error;
        },
      )
    : null;
  const passwordRight =
    account && forAccount
      ? await verifyPassword(credentials.password, account.passwordHash)
      : await checkDecoyPassword(credentials.password);
  if (!account || !forAccount || !passwordRight) throw slowedHere ?? new AppError("login.wrong_credentials");
  await Promise.all([releaseAddressAttempt(fromAddress), ...forAccount.map(giveBackAttempt)]);
  return completeSignIn(account, meta, { method: "password", deviceId });
}
