import { type AccessLevel, type Actor, type FeatureRight, type Role, meetsAccessLevel } from "@intranet/contracts";
import { switchedOffParts } from "@intranet/contracts/switches";
import { clientsReads, rememberSwitches } from "../clients";
import { journalSuperadminVisit } from "../journal";
import { noteSessionSeen, usersReads } from "../users";
import { db } from "./entities";
import { AppError, PLATFORM_TENANT, verifyAccessToken, type AccessClaims } from "../platform";

/**
 * Turns the bearer token and the company header into the Actor (DESIGN §4). The token only names
 * the user and session; one TransactGet reads the user, the session and the tenant, so a deleted
 * user, a blocked company, a logout or a changed role takes effect on the next request.
 * A superadmin may enter any tenant through the header; everyone else acts only in their own.
 */
export async function resolveActor(claims: AccessClaims, clientHeader: string | undefined): Promise<Actor> {
  const requested = clientHeader?.trim() || undefined;
  const isPlatformUser = claims.cid === PLATFORM_TENANT;
  if (!isPlatformUser && requested && requested !== claims.cid) throw new AppError("common.wrong_client");
  const tenantToLoad = isPlatformUser ? requested : claims.cid;

  const { data } = await db()
    .transaction.get((entities) => [
      usersReads.user(entities, { clientId: claims.cid, userId: claims.sub }),
      usersReads.session(entities, { clientId: claims.cid, userId: claims.sub, sessionId: claims.sid }),
      clientsReads.client(entities, tenantToLoad ?? PLATFORM_TENANT),
    ])
    .go();
  const [user, session, tenant] = data.map((entry) => entry.item) as [
    (typeof data)[0]["item"],
    (typeof data)[1]["item"],
    (typeof data)[2]["item"],
  ];
  if (!user) throw new AppError("common.token_invalid");
  // Before the session: firing or deleting also closes sessions, and the user should hear why.
  if (user.status !== "active") throw new AppError("login.user_deleted");
  if (!session) throw new AppError("common.token_invalid");
  await noteSessionSeen(session); // a write only every few minutes: session-seen.ts

  const roles = user.roles as Role[];
  const superadmin = roles.includes("superadmin");
  if (isPlatformUser !== superadmin) throw new AppError("common.token_invalid");
  if (tenantToLoad && !tenant) throw new AppError(superadmin ? "clients.not_found" : "common.token_invalid");
  if (!superadmin && tenant && tenant.status !== "active") throw new AppError("login.company_blocked");
  // The company's switches come with the tenant just read: no call of their own (docs/switches.md).
  const modulesOff = tenantToLoad && tenant ? rememberSwitches(tenantToLoad, tenant.features) : [];
  const partsOff = tenant ? switchedOffParts(tenant.features as Record<string, boolean> | undefined) : [];

  return {
    userId: user.userId,
    tenantId: tenantToLoad ?? null,
    homeTenantId: superadmin ? null : claims.cid,
    roles,
    rights: user.rights as FeatureRight[],
    name: { firstName: user.firstName, lastName: user.lastName },
    ...(modulesOff.length ? { modulesOff } : {}),
    ...(tenantToLoad && partsOff.length ? { partsOff } : {}),
  };
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1];
}

export async function authenticate(
  authorization: string | undefined,
  clientHeader: string | undefined,
): Promise<Actor & { sessionId: string }> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError("common.unauthorized");
  const claims = await verifyAccessToken(token);
  const actor = await resolveActor(claims, clientHeader);
  // A superadmin inside a company is on its record (once an hour), whatever client they use.
  if (actor.tenantId && actor.roles.includes("superadmin")) await journalSuperadminVisit(actor, actor.tenantId);
  return { ...actor, sessionId: claims.sid };
}

export function authorize(actor: Actor | null, level: AccessLevel): void {
  if (!meetsAccessLevel(actor, level)) throw new AppError(actor ? "common.no_access" : "common.unauthorized");
}
