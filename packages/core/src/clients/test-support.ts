import type { Actor, CreateClientBody, Role } from "@intranet/contracts";
import type { DomainEvent } from "../events/bus";
import { useEventBus } from "../events/bus";
import { useMailer, type MailMessage } from "../mail/mail";
import { newId } from "../platform/ids";

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

/** Captures outgoing mail instead of sending it. */
export function captureMail(): MailMessage[] {
  const sent: MailMessage[] = [];
  useMailer({ send: async (message) => void sent.push(message) });
  return sent;
}

/** Captures published domain events instead of delivering them. */
export function captureEvents(): DomainEvent[] {
  const published: DomainEvent[] = [];
  useEventBus({ publish: async (events) => void published.push(...events) });
  return published;
}

/** The catalogue code a call is refused with (undefined when it succeeds). */
export async function refusal(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  return undefined;
}
