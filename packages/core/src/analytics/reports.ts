import type { Actor, ModuleVisitReport, SessionReport } from "@intranet/contracts";
import { db } from "./entities";
import { requireTenant, AppError, newId } from "../platform";

const monthOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 7);

/**
 * Reports describe the caller only: the ids in the payload must be the actor's own. A superadmin
 * who entered the tenant is none of its people, so their visits are not the tenant's usage: the
 * report is accepted and nothing is recorded (null), as their look at a post is not a view.
 */
function ownTenant(actor: Actor, userId: string, clientId: string): string | null {
  const tenantId = requireTenant(actor);
  if (userId !== actor.userId || clientId !== tenantId) throw new AppError("common.no_access");
  return actor.homeTenantId === tenantId ? tenantId : null;
}

/** A session report: how long the user was active before 10 minutes of inactivity. */
export async function recordSession(actor: Actor, report: SessionReport): Promise<void> {
  const clientId = ownTenant(actor, report.userId, report.clientId);
  if (!clientId) return;
  await db()
    .entities.activity.create({
      clientId,
      kind: "session",
      month: monthOf(report.currentTime),
      at: report.currentTime,
      reportId: newId(),
      userId: actor.userId,
      sessionStart: report.sessionStart,
      durationMs: report.currentTime - report.sessionStart,
    })
    .go();
}

/** A visit of a tracked module, reported when the user leaves it. */
export async function recordModuleVisit(actor: Actor, report: ModuleVisitReport): Promise<void> {
  const clientId = ownTenant(actor, report.user_id, report.client_id);
  if (!clientId) return;
  await db()
    .entities.activity.create({
      clientId,
      kind: "module",
      month: monthOf(report.timestamp),
      at: report.timestamp,
      reportId: newId(),
      userId: actor.userId,
      module: report.module,
    })
    .go();
}

/** The tenant's reports of one kind in a month (the analytics module reads these). */
export async function reportsOfMonth(clientId: string, kind: "session" | "module", month: string) {
  const { data } = await db().entities.activity.query.byMonth({ clientId, kind, month }).go({ pages: "all" });
  return data;
}
