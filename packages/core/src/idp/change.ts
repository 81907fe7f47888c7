import type { Actor } from "@intranet/contracts";
import type { IdpCan, IdpView } from "@intranet/contracts/idp";
import { AppError, requireTenant } from "../platform";
import { canOn, liveChiefs } from "./access";
import { courseTitlesOf } from "./courses";
import { planChanged } from "./events";
import type { IdpPlanRecord } from "./plan.entity";
import { type Change, participantsOf, savePlan } from "./save";
import { planFor } from "./store";
import { planView } from "./views";

export interface Edited {
  next: IdpPlanRecord;
  change: Change;
  observerAdded?: string;
}

/**
 * One change of a plan by someone who may do `what`: read (its revision, when the editor names
 * one, must be the one they saw: `idp.already_changed`), edited, written with its journal entry and
 * the employee's chiefs as they are now, then published (`idp.changed`). An edit answering nothing
 * changes nothing (a task done twice counts once). Without a revision a write that lost a race is
 * read and tried again.
 */
export async function changePlan(
  actor: Actor,
  planId: string,
  what: keyof IdpCan,
  revision: number | undefined,
  edit: (plan: IdpPlanRecord) => Edited | undefined,
): Promise<IdpView> {
  const clientId = requireTenant(actor);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { plan, standing } = await planFor(actor, planId, what);
    if (revision !== undefined && revision !== plan.revision) throw new AppError("idp.already_changed");
    const edited = edit(plan);
    if (!edited) return planView(plan, canOn(standing), await courseTitlesOf(clientId, plan));
    const chiefIds = await liveChiefs(clientId, plan.employeeId);
    const saved = await savePlan(plan, { ...edited.next, chiefIds }, edited.change);
    if (!saved) {
      if (revision !== undefined) throw new AppError("idp.already_changed");
      continue;
    }
    await publishChange(saved, edited.change.action, actor.userId, edited.observerAdded);
    return planView(saved, canOn(standing), await courseTitlesOf(clientId, saved));
  }
  throw new AppError("common.conflict");
}

export async function publishChange(
  plan: IdpPlanRecord,
  action: Change["action"] | "deleted" | "chiefs",
  by: string,
  observerAdded?: string,
  key = `r${plan.revision}`,
): Promise<void> {
  await planChanged(plan.clientId, {
    planId: plan.planId,
    by,
    action,
    key,
    people: participantsOf(plan),
    ...(observerAdded ? { observerAdded } : {}),
  });
}

/** A plan that is finished takes no change but reopening and notes. */
export function requireActive(plan: IdpPlanRecord): void {
  if (plan.status !== "active") throw new AppError("idp.plan_finished");
}
