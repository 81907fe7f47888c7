import type { FeatureRight } from "@intranet/contracts";
import { rateMood } from "@intranet/core/mood";
import { newId, PLATFORM_TENANT } from "@intranet/core/platform";
import { ensureTestTenant, testWorkspace } from "@intranet/core/testing";
import { enrolWithSecret, newTotpSecret } from "@intranet/core/auth";
import { createUser } from "@intranet/core/users";

export const BROWSER_PASSWORD = "browser-pass-1";

/** Today as the SPA's mood meter asks about it: the local date (the browser runs on this machine). */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * An employee (or, with `roles`, an admin) who can sign in through the login page (created like
 * real accounts, with their login and email guards), for browser tests: in a new company unless
 * `clientId` names one. They have rated today's mood unless `ratedMood: false`.
 */
export async function employeeAccount(
  rights: FeatureRight[],
  options: {
    clientId?: string;
    firstName?: string;
    lastName?: string;
    roles?: Array<"employee" | "admin">;
    ratedMood?: boolean;
  } = {},
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
  // The mood meter asks everyone on their first visit of the day, in a dialog over the page; a
  // person who already rated today is not asked, so flows about other modules are not covered by
  // it. The mood flow (moodFlow.test.ts) and adminFlow, whose employee is created in the UI, answer it.
  if (options.ratedMood !== false) {
    const roles = options.roles ?? ["employee"];
    await rateMood(
      { userId: user.userId, tenantId: clientId, homeTenantId: clientId, roles, rights },
      { rating: 7, day: localDay() },
    );
  }
  return {
    clientId,
    workspace: testWorkspace(clientId),
    login,
    password: BROWSER_PASSWORD,
    userId: user.userId,
    fullName: `${firstName} ${lastName}`,
  };
}

/**
 * A platform superadmin (home tenant PLATFORM_TENANT, like the seeded one) who signs in at /login/.
 * A superadmin always signs in with two-factor: enrolled here with a secret of its own, returned so
 * the sign-in (signIn.ts) can compute its codes.
 */
export async function superadminAccount() {
  const login = `s${newId().toLowerCase()}`;
  const { user } = await createUser({
    clientId: PLATFORM_TENANT,
    firstName: "Platform",
    lastName: "Root",
    email: `${login}@platform.test`,
    login,
    password: BROWSER_PASSWORD,
    roles: ["superadmin"],
    rights: [],
  });
  const totpSecret = newTotpSecret();
  await enrolWithSecret(user, totpSecret);
  return { login, password: BROWSER_PASSWORD, totpSecret };
}
