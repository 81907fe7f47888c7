import { allPages } from "../db";
import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import { findPlan } from "./store";

const SCOPE = "idp:";
const scopeOf = (planId: string) => `${SCOPE}${planId}`;

/**
 * A plan, found by exactly the people who may open it: its employee, creator, observer, the
 * employee's chiefs (as of the plan's last write, which a structure change re-does) and admins.
 * Its words: title, description, task titles and descriptions (notes stay out: they are talk).
 */
function planDocument(plan: IdpPlanRecord): SearchDocument {
  const tasks = plan.tasks as TaskRecord[];
  const people = [plan.employeeId, plan.creatorId, plan.observerId, ...plan.chiefIds].filter((id): id is string =>
    Boolean(id),
  );
  return {
    type: "idpPlan",
    id: plan.planId,
    title: plan.title,
    text: {
      title: plan.title,
      headings: tasks.map((task) => task.title).join("\n"),
      body: [plan.description, ...tasks.map((task) => task.description)].filter(Boolean).join("\n"),
    },
    readers: [readerLabel.admins, ...[...new Set(people)].map((id) => readerLabel.user(id))],
    path: `/idp/${plan.planId}`,
    date: plan.createdAt.slice(0, 10),
  };
}

/** The plans' search source: one scope per plan (`idp:<id>`), refreshed on `idp.changed`. */
export const idpSearchSource: SearchSource = {
  name: "idp",
  events: ["idp.changed"],
  scopesOf: (event: DomainEvent) => {
    const planId = (event.detail as { planId?: unknown }).planId;
    return typeof planId === "string" ? [scopeOf(planId)] : [];
  },
  async load(tenantId, scope) {
    if (!scope.startsWith(SCOPE)) return [];
    const plan = await findPlan(tenantId, scope.slice(SCOPE.length));
    return plan ? [planDocument(plan)] : [];
  },
  async *scan(tenantId) {
    for await (const plans of allPages(db().entities.idpPlan.query.byCompany({ clientId: tenantId }), 100))
      yield plans.map((plan) => ({ scope: scopeOf(plan.planId), docs: [planDocument(plan)] }));
  },
};
