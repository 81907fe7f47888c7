import { hasRole, type Actor } from "@intranet/contracts";
import {
  idpLimits,
  type IdpAccessView,
  type IdpList,
  type IdpPage,
  type IdpStatus,
  type IdpSummary,
} from "@intranet/contracts/idp";
import { getAll, pageOf } from "../db";
import { AppError, requireTenant } from "../platform";
import { departmentsOfPerson } from "../structure";
import { isAdmin, liveChiefs } from "./access";
import { db } from "./entities";
import type { IdpPlanRecord } from "./plan.entity";
import { planSummary, today } from "./views";

/** The plans behind ids, in their order: one BatchGet whatever the page. */
export async function plansByIds(clientId: string, planIds: string[]): Promise<IdpPlanRecord[]> {
  const plans = await getAll(
    planIds.map((planId) => ({ clientId, planId })),
    (keys) => db().entities.idpPlan.get(keys).go(),
  );
  const order = new Map(planIds.map((id, index) => [id, index]));
  return plans.sort((a, b) => order.get(a.planId)! - order.get(b.planId)!);
}

const summaries = (plans: IdpPlanRecord[]): IdpSummary[] => {
  const day = today();
  return plans.map((plan) => planSummary(plan, day));
};

/**
 * A list page (newest first): `mine` — the caller's own plans (one Query of the plans' employee
 * index); `team` — the plans they lead as a chief, creator or observer (one Query of their links
 * and one BatchGet); `all` — the company's, by status (admins; one Query of the company index).
 */
export async function listPlans(
  actor: Actor,
  list: IdpList,
  options: { cursor?: string | undefined; status?: IdpStatus | undefined } = {},
): Promise<IdpPage> {
  const clientId = requireTenant(actor);
  const { entities } = db();
  const request = { cursor: options.cursor, size: idpLimits.listPage, order: "desc" as const };
  if (list === "mine") {
    if (hasRole(actor, "superadmin")) return { items: [], cursor: null };
    const page = await pageOf(entities.idpPlan.query.byEmployee({ clientId, employeeId: actor.userId }), request);
    const items = page.items.filter((plan) => !options.status || plan.status === options.status);
    return { items: summaries(items), cursor: page.cursor };
  }
  if (list === "team") {
    const page = await pageOf(entities.idpLink.query.byUser({ clientId, userId: actor.userId }), request);
    const plans = await plansByIds(
      clientId,
      page.items.map((link) => link.planId),
    );
    return {
      items: summaries(plans.filter((plan) => !options.status || plan.status === options.status)),
      cursor: page.cursor,
    };
  }
  if (!isAdmin(actor)) throw new AppError("idp.no_access");
  const query = options.status
    ? entities.idpPlan.query.byCompany({ clientId, status: options.status })
    : entities.idpPlan.query.byCompany({ clientId });
  const page = await pageOf(query, { ...request, order: options.status ? "desc" : "asc" });
  return { items: summaries(page.items), cursor: page.cursor };
}

/**
 * `GET /api/idp/list/{user}` (rules spec §7): a person's plans — every one for themselves, their
 * chiefs and admins; for anyone else the ones they created or observe. One Query (and the
 * structure's three calls for someone else).
 */
export async function listFor(actor: Actor, userId: string): Promise<IdpSummary[]> {
  const clientId = requireTenant(actor);
  const { data } = await db()
    .entities.idpPlan.query.byEmployee({ clientId, employeeId: userId })
    .go({ limit: 100, order: "desc" });
  const whole =
    isAdmin(actor) || actor.userId === userId || (await liveChiefs(clientId, userId)).includes(actor.userId);
  return summaries(
    whole ? data : data.filter((plan) => plan.creatorId === actor.userId || plan.observerId === actor.userId),
  );
}

/** Which tabs the caller has: admin; chief (heads a department, or leads plans); create (admins, heads). */
export async function accessView(actor: Actor): Promise<IdpAccessView> {
  const clientId = requireTenant(actor);
  const admin = isAdmin(actor);
  if (hasRole(actor, "superadmin")) return { admin, chief: false, create: admin };
  const [departments, links] = await Promise.all([
    departmentsOfPerson(clientId, actor.userId),
    db().entities.idpLink.query.byUser({ clientId, userId: actor.userId }).go({ limit: 1 }),
  ]);
  const heads = departments.some(
    (dept) => dept.type === "administrative" && dept.path.some((step) => step.headUserId === actor.userId),
  );
  return { admin, chief: heads || links.data.length > 0, create: admin || heads };
}
