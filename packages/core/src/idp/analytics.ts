import type { Actor } from "@intranet/contracts";
import { idpLimits, type IdpAnalyticsView } from "@intranet/contracts/idp";
import { requireTenant } from "../platform";
import { isAdmin } from "./access";
import { db } from "./entities";
import { plansByIds } from "./lists";
import { planSummary, today } from "./views";

const LATE_SHOWN = 20;

/**
 * Plans by status and tasks open, done and overdue. Admins: the company's counters (one Get) and
 * the plans with overdue tasks (one Query, one BatchGet). A chief (or creator, observer): the plans
 * they lead, read once (one Query of their links, one BatchGet; at most `teamAnalyticsMax`).
 */
export async function idpAnalytics(actor: Actor): Promise<IdpAnalyticsView> {
  const clientId = requireTenant(actor);
  const { entities } = db();
  const day = today();
  if (isAdmin(actor)) {
    const [{ data: stats }, { data: late }] = await Promise.all([
      entities.idpStats.get({ clientId }).go({ consistent: true }),
      entities.idpLate.query.byClient({ clientId }).go({ limit: 100 }),
    ]);
    const worst = late.sort((a, b) => b.overdue - a.overdue).slice(0, LATE_SHOWN);
    const plans = await plansByIds(
      clientId,
      worst.map((entry) => entry.planId),
    );
    return {
      scope: "company",
      active: stats?.active ?? 0,
      finished: stats?.finished ?? 0,
      tasksOpen: stats?.tasksOpen ?? 0,
      tasksDone: stats?.tasksDone ?? 0,
      overdueTasks: stats?.overdue ?? 0,
      partial: false,
      late: plans.map((plan) => planSummary(plan, day)),
    };
  }
  const links = await entities.idpLink.query
    .byUser({ clientId, userId: actor.userId })
    .go({ limit: idpLimits.teamAnalyticsMax + 1, order: "desc" });
  const plans = (
    await plansByIds(
      clientId,
      links.data.slice(0, idpLimits.teamAnalyticsMax).map((link) => link.planId),
    )
  ).map((plan) => planSummary(plan, day));
  const active = plans.filter((plan) => plan.status === "active");
  return {
    scope: "team",
    active: active.length,
    finished: plans.length - active.length,
    tasksOpen: plans.reduce((sum, plan) => sum + plan.tasks - plan.tasksDone, 0),
    tasksDone: plans.reduce((sum, plan) => sum + plan.tasksDone, 0),
    overdueTasks: active.reduce((sum, plan) => sum + plan.overdue, 0),
    partial: links.data.length > idpLimits.teamAnalyticsMax,
    late: active
      .filter((plan) => plan.overdue > 0)
      .sort((a, b) => b.overdue - a.overdue)
      .slice(0, LATE_SHOWN),
  };
}
