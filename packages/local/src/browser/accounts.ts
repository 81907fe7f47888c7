import type { FeatureRight } from "@intranet/contracts";
import { newId, PLATFORM_TENANT } from "@intranet/core/platform";
import { ensureTestTenant, testWorkspace } from "@intranet/core/testing";
import { createUser } from "@intranet/core/users";

export const BROWSER_PASSWORD = "browser-pass-1";

/**
 * An employee (or, with `roles`, an admin) who can sign in through the login page (created like
 * real accounts, with their login and email guards), for browser tests: in a new company unless
 * `clientId` names one.
 */
export async function employeeAccount(
  rights: FeatureRight[],
  options: { clientId?: string; firstName?: string; lastName?: string; roles?: Array<"employee" | "admin"> } = {},
) {
  const clientId = options.clientId ?? (await ensureTestTenant(newId()));
  const login = `b${newId().toLowerCase()}`;
  const firstName = options.firstName ?? "Maria";
  const lastName = options.lastName ?? "Petrova";
  const { user } = await createUser({
    clientId,
    firstName,
    lastName,
    email: `${login}@example.test`,
    login,
    password: BROWSER_PASSWORD,
    roles: options.roles ?? ["employee"],
    rights,
  });
  return {
    clientId,
    workspace: testWorkspace(clientId),
    login,
    password: BROWSER_PASSWORD,
    userId: user.userId,
    fullName: `${firstName} ${lastName}`,
  };
}

/** A platform superadmin (home tenant PLATFORM_TENANT, like the seeded one) who signs in at /login/. */
export async function superadminAccount() {
  const login = `s${newId().toLowerCase()}`;
  await createUser({
    clientId: PLATFORM_TENANT,
    firstName: "Platform",
    lastName: "Root",
    email: `${login}@platform.test`,
    login,
    password: BROWSER_PASSWORD,
    roles: ["superadmin"],
    rights: [],
  });
  return { login, password: BROWSER_PASSWORD };
}
