import { isTwoFactorStep, type Actor, type LoginResult, type Role } from "@intranet/contracts";
import { db } from "./entities";
import type { MailMessage } from "../mail";
import { newId, PLATFORM_TENANT } from "../platform";
import { ensureTestTenant } from "../testing/actors";
import { createUser, writeUserStatus, type UserRecord, openSession } from "../users";
import { authenticate } from "./actor";
import { login } from "./login";
import { takeAttempt, type RateLimit } from "./rate-limit";

/**
 * Test helpers for the auth flows (tests only): accounts created the real way (createUser, with
 * their login and email guards) so they can sign in, and Actors resolved from real sessions.
 */
export interface TestAccount {
  user: UserRecord;
  login: string;
  email: string;
  password: string;
  tenantId: string;
  workspace: string;
}

export async function testAccount(
  options: { tenantId?: string; role?: Role; status?: "active" | "fired" | "deleted"; password?: string } = {},
): Promise<TestAccount> {
  const role = options.role ?? "employee";
  const tenantId = role === "superadmin" ? PLATFORM_TENANT : (options.tenantId ?? (await ensureTestTenant()));
  const id = newId().toLowerCase();
  const login = `l${id}`;
  const email = `Mail.${id}@Example.test`;
  const password = options.password ?? `pw-${id.slice(-10)}`;
  const roles: Role[] =
    role === "superadmin" ? ["superadmin"] : role === "admin" ? ["admin", "employee"] : ["employee"];
  const { user } = await createUser({
    clientId: tenantId,
    firstName: "Ada",
    lastName: "Byron",
    email,
    login,
    password,
    roles,
    rights: [],
  });
  if (options.status && options.status !== "active") await writeUserStatus(tenantId, user.userId, options.status);
  const { data: client } = await db().entities.client.get({ clientId: tenantId }).go();
  return { user, login, email: email.toLowerCase(), password, tenantId, workspace: client?.workspace ?? "" };
}

/** An Actor as the API would build it, from a fresh session of the account. */
export async function actorOf(
  account: TestAccount,
  enteredTenant?: string,
): Promise<Actor & { sessionId: string; token: string }> {
  const session = await openSession(account.user);
  return { ...(await authenticate(`Bearer ${session.token}`, enteredTenant)), token: session.token };
}

/** The token in the newest password link mailed to an address. */
export function linkToken(sent: MailMessage[], to: string): string | undefined {
  const message = [...sent].reverse().find((mail) => mail.to === to.toLowerCase());
  return message && /\/(?:reset-password|register)\/([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
}

export { refusal, captureMail } from "../testing/capture";

/**
 * Sign-in counters live in fixed 15-minute windows (rate-limit.ts) that start afresh on the quarter
 * hour; a test counting failures waits out the last seconds of a window so its sequence is not cut.
 */
export async function awayFromWindowEdge(windowMs = 15 * 60 * 1000, marginMs = 20_000): Promise<void> {
  const untilEdge = windowMs - (Date.now() % windowMs);
  if (untilEdge < marginMs) await new Promise((resolve) => setTimeout(resolve, untilEdge + 250));
}

/**
 * A guesser who kept at a limit over the next seconds after reaching it (attempts dated ahead, each
 * once the previous wait was over): the wait then lasts seconds, not the first short step, so the
 * checks that follow do not race it on a loaded machine. `steps` are ms after now.
 */
export async function keptAtIt(limit: RateLimit, subject: string, steps: number[]): Promise<void> {
  const now = Date.now();
  for (const later of steps) await takeAttempt(limit, subject, now + later);
}

/**
 * Signs in with a password and expects a session, not a two-factor step (the accounts these tests
 * make have no two-factor): what the tests of the password path itself call.
 */
export async function sessionLogin(...args: Parameters<typeof login>): Promise<LoginResult> {
  const answer = await login(...args);
  if (isTwoFactorStep(answer)) throw new Error(`expected a session, got the two-factor step '${answer.twoFactor}'`);
  return answer;
}
