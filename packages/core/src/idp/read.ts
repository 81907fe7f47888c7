import type { Actor } from "@intranet/contracts";
import type { IdpView } from "@intranet/contracts/idp";
import { courseTitlesOf } from "./courses";
import { seenPlan } from "./store";
import { planView } from "./views";

/** GET plan/{id}: the plan with its tasks and what the caller may do. */
export async function getPlan(actor: Actor, planId: string): Promise<IdpView> {
  const { plan, can } = await seenPlan(actor, planId);
  return planView(plan, can, await courseTitlesOf(plan.clientId, plan));
}
