import { clientStatus } from "../clients";
import { findGuard } from "../identity";
import { AppError } from "../platform";
import { findUser, type UserRecord } from "../users";
import { db } from "./entities";
import type { FederatedIdentity } from "./identity";
import { clientOfProviderName } from "./provider-name";

/**
 * The company's user behind a verified identity. The provider names the company (its name is
 * derived from the client id) and must be that company's enabled provider; the person is found by
 * the stored link, or on first sign-in by the provider's VERIFIED e-mail among that company's
 * people only, and the link is written with a condition (two first sign-ins at once link once).
 * A person of another company, an unknown e-mail, a fired or deleted person and a blocked company
 * are refused with their own codes.
 */
export async function accountOfIdentity(identity: FederatedIdentity): Promise<UserRecord> {
  const clientId = clientOfProviderName(identity.providerName);
  const settings = clientId ? (await db().entities.ssoSettings.get({ clientId }).go()).data : null;
  if (!clientId || !settings?.enabled) throw new AppError("sso.provider_unknown");
  if ((await clientStatus(clientId)) !== "active") throw new AppError("login.company_blocked");

  const key = { clientId, providerName: identity.providerName, subject: identity.subject };
  const { data: link } = await db().entities.ssoLink.get(key).go();
  const account = link ? await findUser(clientId, link.userId) : await firstSignIn(clientId, identity);
  if (!account) throw new AppError("sso.no_account");
  if (account.status !== "active") throw new AppError("login.user_deleted");
  return account;
}

async function firstSignIn(clientId: string, identity: FederatedIdentity): Promise<UserRecord | undefined> {
  if (!identity.email) throw new AppError("sso.no_account");
  if (!identity.emailVerified) throw new AppError("sso.email_not_verified");
  const guard = await findGuard({ scope: "email", value: identity.email });
  if (!guard) throw new AppError("sso.no_account");
  if (guard.clientId !== clientId) throw new AppError("sso.other_company");
  const account = await findUser(clientId, guard.ownerId);
  if (!account) throw new AppError("sso.no_account");
  if (account.status !== "active") throw new AppError("login.user_deleted"); // refused before any link is written
  const key = { clientId, providerName: identity.providerName, subject: identity.subject };
  try {
    await db()
      .entities.ssoLink.create({ ...key, userId: account.userId, createdAt: new Date().toISOString() })
      .go();
  } catch (error) {
    // Another first sign-in of the same identity linked it meanwhile: its link decides.
    const { data: winner } = await db().entities.ssoLink.get(key).go({ consistent: true });
    if (!winner) throw error;
    return findUser(clientId, winner.userId);
  }
  return account;
}
