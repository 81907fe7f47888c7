import type { FeatureRight } from "@intranet/contracts";
import { newId } from "@intranet/core/platform/ids";
import { ensureTestTenant, testWorkspace } from "@intranet/core/testing/actors";
import { createUser } from "@intranet/core/users/create";

export const BROWSER_PASSWORD = "browser-pass-1";

/**
 * A company with one employee who can sign in through the login page (created like real accounts,
 * with their login and email guards), for browser tests.
 */
export async function employeeAccount(rights: FeatureRight[]) {
  const clientId = await ensureTestTenant(newId());
  const login = `b${newId().toLowerCase()}`;
  await createUser({
    clientId,
    firstName: "Maria",
    lastName: "Petrova",
    email: `${login}@example.test`,
    login,
    password: BROWSER_PASSWORD,
    roles: ["employee"],
    rights,
  });
  return { clientId, workspace: testWorkspace(clientId), login, password: BROWSER_PASSWORD };
}
