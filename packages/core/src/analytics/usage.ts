import type { Actor, ModuleVisitReport, SessionReport } from "@intranet/contracts";
import { analyticsLimits } from "@intranet/contracts/analytics";
import { withCounters, writeTransaction, type NamedCommit, type TransactionEntities, type UpdateParams } from "../db";
import { AppError, clock, isoDay, newId, requireTenant } from "../platform";
import { COMPANY } from "./contribution";
import { isoWeek, monthOf, mondayOf } from "./days";
import { db } from "./entities";

const DAY_S = 86_400;
const RAW_KEPT_S = 400 * DAY_S;

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

/** A report's times must be recent and not ahead of the server's clock (a forged history is refused). */
function plausible(...times: number[]): void {
  const now = clock().now().getTime();
  if (times.some((time) => time > now + analyticsLimits.clockSkewMs || time < now - analyticsLimits.reportMaxAgeMs))
    throw new AppError("analytics.report_time");
}

/** The usage tallies a person's activity counts in: the company's and their departments'. */
async function scopesNow(clientId: string, userId: string): Promise<string[]> {
  const { data } = await db()
    .entities.analyticsPerson.get({ clientId, userId })
    .go({ attributes: ["segments"] });
  return [COMPANY, ...(data?.segments.at(-1)?.scopes ?? [])];
}

const usage = (
  e: TransactionEntities,
  clientId: string,
  tally: string,
  month: string,
  counters: Record<string, number>,
): NamedCommit => {
  const base = e.analyticsTally
    .update({ clientId, tally, bucket: month })
    .add({ count: 1 })
    .params() as unknown as UpdateParams;
  return { name: `${tally}.${month}`, commit: withCounters(base, { counters }) };
};

/**
 * Counts once: the mark and the counters in one transaction, refused as a whole when the mark
 * exists (a report sent twice, a person already counted that day). Returns whether it counted.
 */
async function countOnce(
  clientId: string,
  mark: string,
  expiresAt: number,
  scopes: string[],
  month: string,
  counters: Record<string, number>,
  tally = "usage",
): Promise<boolean> {
  const outcome = await writeTransaction((e) => [
    { name: "mark", commit: e.analyticsGuard.create({ clientId, mark, expiresAt }).commit() },
    ...scopes.map((scope) => usage(e, clientId, `${tally}#${scope}`, month, counters)),
  ]);
  if (outcome.ok) return true;
  if (outcome.failed("mark")) return false;
  throw new Error(`analytics usage ${mark}: ${JSON.stringify(outcome.failedNames)}`);
}

/**
 * Counts a session that ended at `end` for the person: the session (once per start) and its
 * length on its day; the person as active on that day, in its ISO week and in its month, each
 * once (the marks), the week kept in the bucket of its Monday's month.
 */
export async function countSession(clientId: string, userId: string, start: number, end: number): Promise<boolean> {
  const day = isoDay(new Date(end));
  const dd = day.slice(8, 10);
  const seconds = Math.round((end - start) / 1000);
  const expires = Math.floor(end / 1000);
  const scopes = await scopesNow(clientId, userId);
  const counted = await countOnce(clientId, `s#${userId}#${start}`, expires + 8 * DAY_S, scopes, monthOf(day), {
    [`s_${dd}`]: 1,
    [`t_${dd}`]: seconds,
  });
  if (!counted) return false;
  if (await countOnce(clientId, `d#${userId}#${day}`, expires + 2 * DAY_S, scopes, monthOf(day), { [`u_${dd}`]: 1 })) {
    const week = isoWeek(day);
    await countOnce(clientId, `w#${userId}#${week}`, expires + 8 * DAY_S, scopes, monthOf(mondayOf(day)), {
      [`w_${week}`]: 1,
    });
    await countOnce(clientId, `m#${userId}#${monthOf(day)}`, expires + 32 * DAY_S, scopes, monthOf(day), { m: 1 });
  }
  return true;
}

/** A counted report, kept raw for audit (about 13 months: the table's TTL). */
async function keepRaw(
  clientId: string,
  userId: string,
  kind: "session" | "module",
  at: number,
  fields: { sessionStart?: number; durationMs?: number; module?: string },
): Promise<void> {
  await db()
    .entities.activity.create({
      clientId,
      kind,
      month: monthOf(isoDay(new Date(at))),
      at,
      reportId: newId(),
      userId,
      ...fields,
      expiresAt: Math.floor(at / 1000) + RAW_KEPT_S,
    })
    .go();
}

/** POST /api/analytics/visitors: a session report (the SPA sends it after 10 minutes of inactivity). */
export async function recordSession(actor: Actor, report: SessionReport): Promise<void> {
  const clientId = ownTenant(actor, report.userId, report.clientId);
  plausible(report.sessionStart, report.currentTime);
  if (report.currentTime - report.sessionStart > analyticsLimits.sessionMaxMs)
    throw new AppError("analytics.report_time");
  if (!clientId) return;
  if (!(await countSession(clientId, actor.userId, report.sessionStart, report.currentTime))) return;
  await keepRaw(clientId, actor.userId, "session", report.currentTime, {
    sessionStart: report.sessionStart,
    durationMs: report.currentTime - report.sessionStart,
  });
}

/** A visit's counters in its month's `visits#` item: the day's, and the month's total for the module. */
export const visitCounters = (day: string, module: string) => ({
  [`v_${day.slice(8, 10)}_${module}`]: 1,
  [`vt_${module}`]: 1,
});

/** Counts a visit of a tracked module on its day (once per person, module and moment). */
export async function countVisit(clientId: string, userId: string, module: string, at: number): Promise<boolean> {
  const day = isoDay(new Date(at));
  const scopes = await scopesNow(clientId, userId);
  return countOnce(
    clientId,
    `v#${userId}#${module}#${at}`,
    Math.floor(at / 1000) + 8 * DAY_S,
    scopes,
    monthOf(day),
    visitCounters(day, module),
    "visits",
  );
}

/** POST /api/analytics/modules: a visit of a tracked module, reported when the user leaves it. */
export async function recordModuleVisit(actor: Actor, report: ModuleVisitReport): Promise<void> {
  const clientId = ownTenant(actor, report.user_id, report.client_id);
  plausible(report.timestamp);
  if (!clientId) return;
  if (!(await countVisit(clientId, actor.userId, report.module, report.timestamp))) return;
  await keepRaw(clientId, actor.userId, "module", report.timestamp, { module: report.module });
}

/** The tenant's raw reports of one kind in a month. */
export async function reportsOfMonth(clientId: string, kind: "session" | "module", month: string) {
  const { data } = await db().entities.activity.query.byMonth({ clientId, kind, month }).go({ pages: "all" });
  return data;
}
