import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { EndedSessions, SessionList, SessionView } from "@intranet/contracts/sessions";
import { AppError, PLATFORM_TENANT, requireTenant } from "../platform";
import { companyNetworks } from "./company-networks";
import { db } from "./entities";
import { placeOf } from "./session-places";
import { closeSession, closeSessions } from "./sessions";
import { requireUser } from "./store";
import { deviceOf } from "./user-agent";

type Owner = { clientId: string; userId: string };

/** The caller's own sessions live under their home tenant (a superadmin's: the platform's). */
const ownerOf = (actor: Pick<Actor, "userId" | "homeTenantId">): Owner => ({
  clientId: actor.homeTenantId ?? PLATFORM_TENANT,
  userId: actor.userId,
});

/**
 * A person's live sessions, newest first: one Query of their sessions and one Get of the company's
 * networks; the place is resolved now (networks change), from the address stored at sign-in.
 */
async function sessionsOf(owner: Owner, currentSessionId: string | undefined): Promise<SessionList> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const [{ data }, { networks }] = await Promise.all([
    db().entities.session.query.byUser(owner).go({ pages: "all" }),
    owner.clientId === PLATFORM_TENANT ? { networks: [] } : companyNetworks(owner.clientId),
  ]);
  const sessions = data
    .filter((session) => session.expiresAt > nowSeconds) // TTL deletion lags
    .map((session): SessionView => ({
      id: session.sessionId,
      device: deviceOf(session.userAgent),
      place: placeOf(session.sourceIp, networks),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt ?? session.createdAt,
      current: session.sessionId === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  return { sessions };
}

/** GET /api/sessions. */
export const listOwnSessions = (actor: Actor & { sessionId?: string }) => sessionsOf(ownerOf(actor), actor.sessionId);

/** DELETE /api/sessions/{id}: one of one's own (another's id is simply not found). */
export async function endOwnSession(actor: Actor, sessionId: string): Promise<void> {
  if (!(await closeSession({ ...ownerOf(actor), sessionId }))) throw new AppError("sessions.not_found");
}

/** POST /api/sessions/end_others: every session but the caller's. */
export async function endOtherSessions(actor: Actor & { sessionId?: string }): Promise<EndedSessions> {
  return { ended: await closeSessions(ownerOf(actor), actor.sessionId) };
}

/** An employee of the company the admin acts in (another company's id is not found). */
async function employeeOf(actor: Actor, userId: string): Promise<Owner> {
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  const clientId = requireTenant(actor);
  await requireUser(clientId, userId);
  return { clientId, userId };
}

/** GET /api/user/{id}/sessions: the admin's view of an employee's sessions (a stolen laptop). */
export async function listEmployeeSessions(actor: Actor & { sessionId?: string }, userId: string) {
  return sessionsOf(await employeeOf(actor, userId), actor.sessionId);
}

/** DELETE /api/user/{id}/sessions/{session}. */
export async function endEmployeeSession(actor: Actor, userId: string, sessionId: string): Promise<void> {
  if (!(await closeSession({ ...(await employeeOf(actor, userId)), sessionId })))
    throw new AppError("sessions.not_found");
}
