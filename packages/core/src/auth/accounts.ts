import { findGuard, findGuards } from "../identity";
import { clientStatus } from "../clients";
import { AppError, PLATFORM_TENANT } from "../platform";
import { findUser, type UserRecord } from "../users";

/**
 * Finding the account behind what a person types, through the `unique` guards (login and email
 * are unique across the platform, so the guard names the tenant and the user).
 */

/** The account a login or an email names: one BatchGet of both guards, the login winning. */
export async function findAccountByLoginOrEmail(identifier: string): Promise<UserRecord | undefined> {
  const value = identifier.trim().toLowerCase();
  if (!value) return undefined;
  const data = await findGuards([
    { scope: "login" as const, value },
    { scope: "email" as const, value },
  ]);
  const guard = data.find((item) => item.scope === "login") ?? data.find((item) => item.scope === "email");
  return guard ? findUser(guard.clientId, guard.ownerId) : undefined;
}

export async function findAccountByEmail(email: string): Promise<UserRecord | undefined> {
  const data = await findGuard({ scope: "email", value: email.trim().toLowerCase() });
  return data ? findUser(data.clientId, data.ownerId) : undefined;
}

/** The caller's own user item: superadmins live under the platform tenant, not the one they entered. */
export async function ownAccount(actor: { userId: string; homeTenantId: string | null }): Promise<UserRecord> {
  const user = await findUser(actor.homeTenantId ?? PLATFORM_TENANT, actor.userId);
  if (!user) throw new AppError("common.user_not_found");
  return user;
}

/** The rate-limit subject of an account (ids are unique per tenant, so the tenant is part of it). */
export const accountSubject = (user: Pick<UserRecord, "clientId" | "userId">) => `${user.clientId}#${user.userId}`;

/** A deleted or fired employee may not sign in or set a password. */
export function assertActive(user: Pick<UserRecord, "status">): void {
  if (user.status !== "active") throw new AppError("login.user_deleted");
}

/** Signing in also needs an active company (superadmins belong to none). */
export async function assertMaySignIn(user: Pick<UserRecord, "clientId" | "status">): Promise<void> {
  assertActive(user);
  if (user.clientId === PLATFORM_TENANT) return;
  if ((await clientStatus(user.clientId)) !== "active") throw new AppError("login.company_blocked");
}
