import {
  defaultSignInPolicy,
  type Actor,
  type SignInPolicy,
  type SignInPolicyBody,
  type SignInPolicyView,
} from "@intranet/contracts";
import { requireAdminOf } from "../clients";
import { writeTransaction, type NamedCommit } from "../db";
import { findGuard, uniqueCommits } from "../identity";
import { changesOf, journalCommit } from "../journal";
import { AppError } from "../platform";
import { db } from "./entities";

/**
 * A company's sign-in policy (issue 41 item 3). Read at every sign-in of its people
 * (complete-sign-in.ts); set by its admins (or a superadmin inside it) with a journal entry.
 * Captured SSO domains are `unique` guards claimed in the same transaction as the policy, so of two
 * companies claiming one domain at once exactly one gets it.
 */

/** The company's policy; the defaults (passwords on, no domains, 12 h, no forced two-factor) when never set. */
export async function loadSignInPolicy(clientId: string): Promise<SignInPolicy> {
  const { data } = await db().entities.signInPolicy.get({ clientId }).go();
  return data ? policyOf(data) : { ...defaultSignInPolicy, ssoDomains: [] };
}

/** The company that captured an e-mail domain for its SSO, if any. */
export async function clientOfCapturedDomain(domain: string): Promise<string | undefined> {
  const value = domain.trim().toLowerCase();
  if (!value) return undefined;
  return (await findGuard({ scope: "ssoDomain", value }))?.clientId;
}

/** The domain part of an e-mail address, lower case ("" when there is none). */
export const emailDomain = (email: string) => email.trim().toLowerCase().split("@")[1] ?? "";

const policyOf = (record: SignInPolicy): SignInPolicy => ({
  passwordSignIn: record.passwordSignIn,
  ssoDomains: [...record.ssoDomains],
  sessionHours: record.sessionHours,
  adminTwoFactor: record.adminTwoFactor,
});

/** GET /api/clients/{id}/settings/signIn */
export async function getSignInPolicy(actor: Actor, clientId: string): Promise<SignInPolicyView> {
  requireAdminOf(actor, clientId);
  return { client_id: clientId, ...(await loadSignInPolicy(clientId)) };
}

const PLAN_ATTEMPTS = 5;
const domainCommit = (domain: string) => `domain:${domain}`;

/**
 * PUT /api/clients/{id}/settings/signIn. One transaction writes the policy (conditioned on the
 * version read), claims the newly listed domains, releases the dropped ones and journals the
 * change. A domain another company holds answers `login.sso_domain_taken` and changes nothing; a
 * concurrent change of the same policy makes this one read and plan again.
 */
export async function putSignInPolicy(
  actor: Actor,
  clientId: string,
  body: SignInPolicyBody,
): Promise<SignInPolicyView> {
  requireAdminOf(actor, clientId);
  const next: SignInPolicy = { ...body, ssoDomains: [...new Set(body.ssoDomains)].sort() };
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt++) {
    const { data } = await db().entities.signInPolicy.get({ clientId }).go({ consistent: true });
    const current = data ? policyOf(data) : defaultSignInPolicy;
    const changes = changesOf(
      { ...current, ssoDomains: current.ssoDomains.join(", ") },
      { ...next, ssoDomains: next.ssoDomains.join(", ") },
    );
    if (!changes.length) return { client_id: clientId, ...next };
    const claimed = next.ssoDomains.filter((domain) => !current.ssoDomains.includes(domain));
    const released = current.ssoDomains.filter((domain) => !next.ssoDomains.includes(domain));
    const outcome = await writeTransaction((entities): NamedCommit[] => [
      {
        name: "policy",
        commit: entities.signInPolicy
          .put({ clientId, ...next, updatedAt: new Date().toISOString() })
          .where((attributes, { eq, notExists }) =>
            data ? eq(attributes.updatedAt, data.updatedAt) : notExists(attributes.clientId),
          )
          .commit(),
      },
      ...claimed.map((domain) =>
        uniqueCommits.claim(entities, domainCommit(domain), {
          scope: "ssoDomain",
          value: domain,
          clientId,
          ownerId: clientId,
        }),
      ),
      ...released.map((domain) =>
        uniqueCommits.release(entities, domainCommit(domain), { scope: "ssoDomain", value: domain }, clientId),
      ),
      journalCommit(entities, actor, clientId, {
        action: "company.signInPolicy",
        target: { type: "client", id: clientId },
        changes,
      }),
    ]);
    if (outcome.ok) return { client_id: clientId, ...next };
    const taken = claimed.find((domain) => outcome.failed(domainCommit(domain)));
    if (taken) throw new AppError("login.sso_domain_taken", { domain: taken });
  }
  throw new AppError("common.conflict");
}
