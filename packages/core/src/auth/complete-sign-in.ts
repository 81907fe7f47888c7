import type { LoginResult, SignInAnswer, SignInPolicy } from "@intranet/contracts";
import { AppError, PLATFORM_TENANT } from "../platform";
import { openSession, toUserView, type UserRecord } from "../users";
import { assertMaySignIn } from "./accounts";
import { signChallenge } from "./challenge";
import { issueDeviceMarker } from "./known-device";
import type { RequestMeta } from "./request-meta";
import { emailDomain, loadSignInPolicy } from "./sign-in-policy";
import { twoFactorEnabled } from "./two-factor-store";

/** How the person proved who they are; a password sign-in may name the known device it came from. */
export type SignInMethod = { method: "sso" } | { method: "password"; deviceId?: string | undefined };

const isPlatformAccount = (account: Pick<UserRecord, "clientId">) => account.clientId === PLATFORM_TENANT;

/** The company's policy, or none for the platform's superadmins (no company binds them). */
const policyFor = (account: Pick<UserRecord, "clientId">) =>
  isPlatformAccount(account) ? undefined : loadSignInPolicy(account.clientId);

/**
 * The one place a sign-in ends (password, its two-factor step, SSO). Only called once the person
 * proved who they are, so what it refuses may be said plainly: a fired or deleted person, a blocked
 * company (spec messages), a password where the company signs in with SSO. A password sign-in of an
 * account with two-factor (or that must enrol: the superadmin always, an admin when the company
 * requires it) answers the second step instead of a session.
 */
export async function completeSignIn(
  account: UserRecord,
  meta: RequestMeta,
  how: { method: "sso" },
): Promise<LoginResult>;
export async function completeSignIn(account: UserRecord, meta: RequestMeta, how: SignInMethod): Promise<SignInAnswer>;
export async function completeSignIn(account: UserRecord, meta: RequestMeta, how: SignInMethod): Promise<SignInAnswer> {
  await assertMaySignIn(account);
  const policy = await policyFor(account);
  if (how.method === "sso") return openSignedInSession(account, meta, policy, undefined);
  if (policy && !passwordAllowed(policy, account)) throw new AppError("login.sso_required");
  const step = await twoFactorStepOf(account, policy);
  if (step) return { twoFactor: step, challenge: await signChallenge(account, step, how.deviceId) };
  return openSignedInSession(account, meta, policy, how.deviceId);
}

/** A password is refused when the company turned passwords off or captured the person's domain. */
export const passwordAllowed = (policy: SignInPolicy, account: Pick<UserRecord, "email">) =>
  policy.passwordSignIn && !policy.ssoDomains.includes(emailDomain(account.email));

/** Whether two-factor is forced on the account: always for a superadmin, for admins by policy. */
export async function twoFactorRequiredFor(account: UserRecord): Promise<boolean> {
  if (isPlatformAccount(account)) return true;
  return account.roles.includes("admin") && (await loadSignInPolicy(account.clientId)).adminTwoFactor;
}

async function twoFactorStepOf(account: UserRecord, policy: SignInPolicy | undefined) {
  if (await twoFactorEnabled(account)) return "required" as const;
  const forced = isPlatformAccount(account) || (account.roles.includes("admin") && !!policy?.adminTwoFactor);
  return forced ? ("enrol" as const) : undefined;
}

/**
 * The session, for the company's session length, and a fresh known-device marker. Exported for the
 * two-factor step, which ends here once its code is right.
 */
export async function openSignedInSession(
  account: UserRecord,
  meta: RequestMeta,
  policy: SignInPolicy | undefined,
  deviceId: string | undefined,
): Promise<LoginResult> {
  const ttlSeconds = policy ? policy.sessionHours * 3600 : undefined;
  const [session, device] = await Promise.all([
    openSession(account, meta, ttlSeconds),
    issueDeviceMarker(account, deviceId),
  ]);
  return { token: session.token, expiresAt: session.expiresAt, user: toUserView(account), device };
}

/** The second step's end: the account may still sign in (nothing changed in the 5 minutes), then the session. */
export async function finishTwoFactorSignIn(account: UserRecord, meta: RequestMeta, deviceId: string | undefined) {
  await assertMaySignIn(account);
  return openSignedInSession(account, meta, await policyFor(account), deviceId);
}
