import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Actor } from "@intranet/contracts";
import { db } from "@intranet/core/db";
import { PLATFORM_TENANT } from "@intranet/core/platform";
import { createUser } from "@intranet/core/users";
import { enrolWithSecret } from "@intranet/core/auth";

export const DEFAULT_SUPERADMIN_LOGIN = "superadmin";

/**
 * The superadmin always signs in with two-factor (issue 41). The demo's is enrolled with this fixed
 * secret (or INTRANET_SUPERADMIN_TOTP_SECRET), printed at start, so a newcomer adds it to an
 * authenticator app or runs `npm run totp -- <secret>` for the current code. Local data only:
 * a real deployment's superadmin enrols their own authenticator at the first sign-in.
 */
export const DEMO_SUPERADMIN_TOTP_SECRET = "INTRANETDEMOSUPERADMINTOTPSECRET";
const totpSecret = () =>
  process.env.INTRANET_SUPERADMIN_TOTP_SECRET?.trim().toUpperCase() || DEMO_SUPERADMIN_TOTP_SECRET;

/**
 * Enrols the superadmin with the demo secret unless two-factor is on already: then an earlier start
 * enrolled it with the same secret (a superadmin can neither turn it off nor enrol anew).
 */
async function ensureTwoFactor(user: { clientId: string; userId: string; email: string; login: string }) {
  await enrolWithSecret(user, totpSecret()).catch((error: unknown) => {
    if ((error as { code?: string }).code !== "login.two_factor_already_on") throw error;
  });
  return totpSecret();
}

/**
 * The platform's superadmin, created once. Login and password come from INTRANET_SUPERADMIN_LOGIN /
 * _PASSWORD; without them the superadmin made earlier is kept (whatever it was named then), and
 * only an empty platform gets `superadmin` with a password generated once and kept in
 * `<dataDir>/seed-credentials.json` (local data only) so every start can print it.
 */
export async function ensureSuperadmin(dataDir: string | undefined) {
  const login = await superadminLogin(dataDir);
  const { data: guard } = await db().entities.unique.get({ scope: "login", value: login }).go();
  if (guard) {
    const password = process.env.INTRANET_SUPERADMIN_PASSWORD ?? readRemembered(dataDir, login) ?? null;
    const { data: user } = await db().entities.user.get({ clientId: PLATFORM_TENANT, userId: guard.ownerId }).go();
    const twoFactorSecret = user ? await ensureTwoFactor(user) : null;
    return { login, actor: platformActor(guard.ownerId), password, twoFactorSecret, created: false };
  }
  const password = process.env.INTRANET_SUPERADMIN_PASSWORD ?? randomBytes(9).toString("base64url");
  const { user } = await createUser({
    clientId: PLATFORM_TENANT,
    firstName: "Platform",
    lastName: "Administrator",
    email: login.includes("@") ? login : `${login}@platform.local`,
    login,
    password,
    roles: ["superadmin"],
    rights: [],
  });
  if (!process.env.INTRANET_SUPERADMIN_PASSWORD) remember(dataDir, login, password);
  const twoFactorSecret = await ensureTwoFactor(user);
  return { login, actor: platformActor(user.userId), password, twoFactorSecret, created: true };
}

/** The login asked for, else the superadmin already there (the remembered one first), else the default. */
async function superadminLogin(dataDir: string | undefined): Promise<string> {
  const asked = process.env.INTRANET_SUPERADMIN_LOGIN?.trim().toLowerCase();
  if (asked) return asked;
  const { data: platformUsers } = await db()
    .entities.user.query.byTenant({ clientId: PLATFORM_TENANT })
    .go({ pages: "all", attributes: ["login", "roles", "createdAt"] });
  const superadmins = platformUsers
    .filter((user) => user.roles.includes("superadmin"))
    .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
    .map((user) => user.login);
  const remembered = rememberedLogin(dataDir);
  if (remembered && superadmins.includes(remembered)) return remembered;
  return superadmins[0] ?? DEFAULT_SUPERADMIN_LOGIN;
}

function platformActor(userId: string): Actor {
  // The name the platform's own record has (the journal names who acted).
  const name = { firstName: "Platform", lastName: "Administrator" };
  return { userId, tenantId: null, homeTenantId: null, roles: ["superadmin"], rights: [], name };
}

function credentialsFile(dataDir: string | undefined) {
  return dataDir ? join(dataDir, "seed-credentials.json") : undefined;
}

function readCredentials(dataDir: string | undefined): { login?: string; password?: string } | undefined {
  const file = credentialsFile(dataDir);
  if (!file || !existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as { login?: string; password?: string };
}

function rememberedLogin(dataDir: string | undefined): string | undefined {
  return readCredentials(dataDir)?.login;
}

function readRemembered(dataDir: string | undefined, login: string): string | undefined {
  const saved = readCredentials(dataDir);
  return saved?.login === login ? saved.password : undefined;
}

function remember(dataDir: string | undefined, login: string, password: string): void {
  const file = credentialsFile(dataDir);
  if (!file || !dataDir) return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ login, password }, null, 2), { mode: 0o600 });
}
