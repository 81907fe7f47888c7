import type { LoginResult } from "@intranet/contracts";
import { clientIdByWorkspace } from "../clients";
import { AppError, verifyPassword } from "../platform";
import { toUserView, openSession } from "../users";
import { assertMaySignIn, findAccountByLoginOrEmail } from "./accounts";
import { issueDeviceMarker, knownDeviceOf } from "./known-device";
import { LOGIN_FAILURES_PER_SOURCE, giveBackAttempt, takeAccountAttempt, takeAttempt } from "./rate-limit";

/** Where a request came from, recorded on the session and used for per-source limits. */
export interface RequestMeta {
  sourceIp?: string;
  userAgent?: string;
}

export interface Credentials {
  /** A login or an email. */
  login: string;
  password: string;
  /** Set by a workspace's own login page: the account must belong to that workspace's tenant. */
  workspace?: string;
  /** Known-device markers this browser got at earlier sign-ins (known-device.ts); any may be stale. */
  devices?: string[] | undefined;
}

export const sourceSubject = (meta: RequestMeta) => meta.sourceIp || "unknown";

/**
 * Signs in with a login or email and a password (POST /api/login, /api/loginPage).
 * Order matters: the source's and the account's limits are taken before the password is compared
 * (a slowed account + source refuses even the right password); a correct password gives the
 * attempts back, so only failures count. The account is limited per source (rate-limit.ts), so a
 * stranger hammering it from elsewhere slows only themselves; a browser presenting a valid
 * known-device marker for the account is not held back by the all-sources ceiling either
 * (known-device.ts), and every successful sign-in answers a fresh marker. Only someone who knows
 * the password learns that the account is deleted or the company blocked.
 */
export async function login(credentials: Credentials, meta: RequestMeta = {}): Promise<LoginResult> {
  const fromSource = await takeAttempt(LOGIN_FAILURES_PER_SOURCE, sourceSubject(meta));
  const [user, workspaceTenant] = await Promise.all([
    findAccountByLoginOrEmail(credentials.login),
    credentials.workspace === undefined ? undefined : clientIdByWorkspace(credentials.workspace),
  ]);
  if (!user || (credentials.workspace !== undefined && user.clientId !== workspaceTenant))
    throw new AppError("login.no_user");

  const deviceId = await knownDeviceOf(credentials.devices, user);
  const forAccount = await takeAccountAttempt(user, sourceSubject(meta), {
    knownDevice: deviceId && `device:${deviceId}`,
  });
  if (!(await verifyPassword(credentials.password, user.passwordHash))) throw new AppError("login.wrong_password");
  await Promise.all([fromSource, ...forAccount].map(giveBackAttempt));

  await assertMaySignIn(user);
  const [session, device] = await Promise.all([openSession(user, meta), issueDeviceMarker(user, deviceId)]);
  return { token: session.token, expiresAt: session.expiresAt, user: toUserView(user), device };
}
