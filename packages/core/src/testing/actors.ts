import {
  featureRights,
  DEFAULT_STORAGE_LIMIT_BYTES,
  type Actor,
  type FeatureRight,
  type Role,
} from "@intranet/contracts";
import { openSession, searchTextOf } from "../users";
import { hashPassword, newId, PLATFORM_TENANT } from "../platform";
import { db } from "../db";
// These helpers write client items too: load the module that registers that entity (users, loaded
// above, registers users and identity). Loading only what is needed keeps tests' timing like production's.
import "../clients";

/**
 * Test actors backed by real records: a tenant (client item), a user and an open session, written
 * straight to the table so a test can make any actor in a few milliseconds. The API resolves their
 * tokens exactly as it resolves real logins.
 */
export interface TestActor {
  userId: string;
  tenantId: string | null;
  token: string;
  sessionId: string;
  login: string;
  email: string;
  password: string;
}

export const TEST_PASSWORD = "correct-horse-1";
let passwordHash: Promise<string> | undefined;

/** The workspace code of a test tenant (letters and digits, as real ones). */
export const testWorkspace = (tenantId: string) => `t${tenantId.toLowerCase()}`;

export async function ensureTestTenant(
  tenantId: string = newId(),
  options: { status?: "active" | "blocked"; storageLimitBytes?: number } = {},
): Promise<string> {
  const workspace = testWorkspace(tenantId);
  await db().entities.unique.put({ scope: "workspace", value: workspace, clientId: tenantId, ownerId: tenantId }).go();
  await db()
    .entities.client.put({
      clientId: tenantId,
      workspace,
      name: `Tenant ${tenantId}`,
      status: options.status ?? "active",
      storageLimitBytes: options.storageLimitBytes ?? DEFAULT_STORAGE_LIMIT_BYTES,
      storageUsedBytes: 0,
      filesCount: 0,
      defaultRights: [],
      createdAt: new Date().toISOString(),
    })
    .go();
  return tenantId;
}

export async function tokenFor(
  options: {
    role?: Role;
    tenantId?: string | null;
    userId?: string;
    rights?: FeatureRight[];
    ttlSeconds?: number;
    status?: "active" | "fired" | "deleted";
    profile?: { firstName?: string; lastName?: string; department?: string; position?: string };
  } = {},
): Promise<TestActor> {
  const role = options.role ?? "employee";
  const superadmin = role === "superadmin";
  const tenantId = superadmin ? null : (options.tenantId ?? newId());
  if (tenantId && options.tenantId === undefined) await ensureTestTenant(tenantId);
  else if (tenantId) {
    const { data } = await db().entities.client.get({ clientId: tenantId }).go();
    if (!data) await ensureTestTenant(tenantId);
  }
  const userId = options.userId ?? newId();
  const roles: Role[] = superadmin ? ["superadmin"] : role === "employee" ? ["employee"] : [role, "employee"];
  const login = `u${userId.toLowerCase()}${(tenantId ?? "root").slice(-6).toLowerCase()}`;
  const email = `${login}@example.test`;
  const profile = { firstName: "Test", lastName: role, ...options.profile };
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const clientId = tenantId ?? PLATFORM_TENANT;
  await db()
    .entities.user.put({
      clientId,
      userId,
      login,
      email,
      passwordHash: await passwordHash,
      roles,
      rights: options.rights ?? [],
      status: options.status ?? "active",
      ...profile,
      followersCount: 0,
      searchText: searchTextOf({ ...profile, login, email }),
      createdAt: new Date().toISOString(),
    })
    .go();
  const session = await openSession({ clientId, userId }, {}, options.ttlSeconds);
  return {
    userId,
    tenantId,
    token: session.token,
    sessionId: session.sessionId,
    login,
    email,
    password: TEST_PASSWORD,
  };
}

export const allRights: FeatureRight[] = [...featureRights];

/** The platform superadmin inside a company (entered its workspace): no home tenant, no rights. */
export const superadminIn = (tenantId: string): Actor => ({
  userId: newId(),
  tenantId,
  homeTenantId: null,
  roles: ["superadmin"],
  rights: [],
});
