import type { Actor, FeatureRight, Role } from "@intranet/contracts";
import { authenticate } from "../auth";
import { db } from "./entities";
import { openSession } from "./sessions";
import { ensureTestTenant, tokenFor, type TestActor } from "../testing/actors";

/**
 * Users-module test helpers (tests only): real users with sessions (tokenFor) and the Actor the
 * API would build from their token.
 */
export interface Member extends TestActor {
  actor: Actor;
  tenantId: string;
}

export async function member(
  tenantId: string,
  options: {
    role?: Exclude<Role, "superadmin">;
    rights?: FeatureRight[];
    profile?: { firstName?: string; lastName?: string; department?: string; position?: string };
  } = {},
): Promise<Member> {
  const account = await tokenFor({ tenantId, role: options.role ?? "employee", ...options });
  const actor = await authenticate(`Bearer ${account.token}`, undefined);
  return { ...account, tenantId, actor };
}

/** The same person signed in afresh: a role change ends their sessions (docs/modules/sign-in.md). */
export async function signedInAgain<Person extends Member>(person: Person): Promise<Person> {
  const { token } = await openSession({ clientId: person.tenantId, userId: person.userId });
  return { ...person, token, actor: await authenticate(`Bearer ${token}`, undefined) };
}

/**
 * A fresh tenant with one administrator. Its workspace (`t<tenant id>`, as ensureTestTenant names
 * it) gets the guard item real clients have, so it can be looked up by code.
 */
export async function tenantWithAdmin(): Promise<{ tenantId: string; workspace: string; admin: Member }> {
  const tenantId = await ensureTestTenant();
  const workspace = `t${tenantId.toLowerCase()}`;
  await db().entities.unique.put({ scope: "workspace", value: workspace, clientId: tenantId, ownerId: tenantId }).go();
  return { tenantId, workspace, admin: await member(tenantId, { role: "admin" }) };
}

export { refusal } from "../testing/capture";
