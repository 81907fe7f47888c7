import type { Actor } from "@intranet/contracts";
import { clientIdByWorkspace, createClient } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { PLATFORM_TENANT } from "@intranet/core/platform";
import { providerNameOf, putSsoSettings } from "@intranet/core/sso";
import { getUsers } from "@intranet/core/users";
import { runningLocalSso, type LocalIdentity } from "../oidc";
import type { DemoStep } from "./demo-step";
import { DEMO_PASSWORD } from "./demo-workspace";

/** The password every demo identity has at the local corporate provider (not the intranet's). */
export const DEMO_SSO_PASSWORD = "corp-pass-1";
/** A second company, so the demo has another company's person to refuse. */
const otherWorkspace = "northwind";
const otherAdmin = { firstName: "Nora", lastName: "West", login: "nora.west", email: "nora.west@northwind.example" };

export const demoStep: DemoStep = {
  name: "sso",
  // After the analytics step, which fires some people (one of them is refused at SSO); the chat stays last.
  order: 99.7,
  run: ({ clientId, people }) => seedDemoSso(clientId, people.filter((person) => !person.admin).slice(0, 3)),
};

/**
 * Single sign-on for the demo company (issue 41): a Microsoft-type provider, registered through
 * the settings service (so in the local provider, as Cognito in AWS), and demo identities at it —
 * three employees, a fired person and another company's person (both refused). The demo's own
 * domain is not captured, so every README login keeps signing in with its password.
 */
async function seedDemoSso(clientId: string, employees: { userId: string }[]): Promise<void> {
  const sso = runningLocalSso();
  if (!sso) return; // no local provider in this process (e.g. a seed test): nothing to register
  const root = await platformSuperadmin();
  await putSsoSettings({ ...root, tenantId: clientId }, clientId, {
    enabled: true,
    type: "microsoft",
    displayName: "Demo Company (Microsoft)",
    issuer: "demo-company.onmicrosoft.com",
    clientId: "local-demo-app",
    clientSecret: "local-demo-secret",
  });
  const fired = await firstFired(clientId);
  const identity = (email: string, name: string): LocalIdentity => ({
    email,
    name,
    password: DEMO_SSO_PASSWORD,
    subject: `demo-${email.split("@")[0]}`,
  });
  sso.directory.addIdentities(providerNameOf(clientId), [
    ...(
      await getUsers(
        clientId,
        employees.map((person) => person.userId),
      )
    ).map((user) => identity(user.email, `${user.firstName} ${user.lastName}`)),
    ...(fired ? [identity(fired.email, "Fired person (refused)")] : []),
    identity((await otherCompany(root)).email, "Another company's person (refused)"),
  ]);
}

async function platformSuperadmin(): Promise<Actor> {
  const { data } = await db()
    .entities.user.query.byTenant({ clientId: PLATFORM_TENANT })
    .go({ pages: "all", attributes: ["userId", "roles"] });
  const root = data.find((user) => user.roles.includes("superadmin"));
  if (!root) throw new Error("the superadmin is missing");
  const name = { firstName: "Platform", lastName: "Administrator" };
  return { userId: root.userId, tenantId: null, homeTenantId: null, roles: ["superadmin"], rights: [], name };
}

async function firstFired(clientId: string): Promise<{ email: string } | undefined> {
  const { data } = await db()
    .entities.user.query.byTenant({ clientId })
    .go({ pages: "all", attributes: ["email", "status"] });
  return data.find((user) => user.status === "fired");
}

/** Northwind, with its admin only; kept if it exists. */
async function otherCompany(root: Actor): Promise<{ email: string }> {
  if (!(await clientIdByWorkspace(otherWorkspace)))
    await createClient(root, {
      name: "Northwind Ltd",
      workspace: otherWorkspace,
      admin: { ...otherAdmin, password: DEMO_PASSWORD },
      settings: { start_page: "company", lang: "en" },
    });
  return { email: otherAdmin.email };
}
