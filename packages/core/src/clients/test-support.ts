import type { Actor, CreateClientBody, Role } from "@intranet/contracts";
import { newId } from "../platform";

/** Test-only helpers for the clients module's core tests (actors built in memory, ports captured). */
export const superadmin: Actor = {
  userId: "root",
  tenantId: null,
  homeTenantId: null,
  roles: ["superadmin"],
  rights: [],
};

export function member(tenantId: string, role: Exclude<Role, "superadmin"> = "employee"): Actor {
  const roles: Role[] = role === "admin" ? ["admin", "employee"] : ["employee"];
  return { userId: newId(), tenantId, homeTenantId: tenantId, roles, rights: [] };
}

/** A fresh workspace code (letters and digits, lower case) for each test. */
export const freshWorkspace = (prefix = "ws") => `${prefix}${newId().toLowerCase()}`;

export function clientBody(overrides: Partial<CreateClientBody> = {}): CreateClientBody {
  const workspace = overrides.workspace ?? freshWorkspace();
  return {
    name: `Company ${workspace}`,
    workspace,
    admin: { firstName: "Ada", lastName: "Admin", email: `admin.${workspace}@example.test` },
    ...overrides,
  };
}

export { refusal, captureMail, captureEvents } from "../testing/capture";
