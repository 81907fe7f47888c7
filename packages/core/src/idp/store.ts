import type { Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { canOn, sees, standingOn, type Standing } from "./access";
import { db } from "./entities";
import type { IdpPlanRecord } from "./plan.entity";
import type { IdpCan } from "@intranet/contracts/idp";

export async function findPlan(clientId: string, planId: string): Promise<IdpPlanRecord | undefined> {
  const { data } = await db().entities.idpPlan.get({ clientId, planId }).go({ consistent: true });
  return data ?? undefined;
}

export interface Seen {
  plan: IdpPlanRecord;
  standing: Standing;
  can: IdpCan;
}

/** A plan the caller may see and what they may do: one Get (and the structure's three when needed). Others: not found. */
export async function seenPlan(actor: Actor, planId: string): Promise<Seen> {
  const plan = await findPlan(requireTenant(actor), planId);
  if (!plan) throw new AppError("idp.not_found");
  const standing = await standingOn(actor, plan);
  if (!sees(standing)) throw new AppError("idp.not_found");
  return { plan, standing, can: canOn(standing) };
}

/** The same, for someone who may do `what` (else `idp.no_access`). */
export async function planFor(actor: Actor, planId: string, what: keyof IdpCan): Promise<Seen> {
  const seen = await seenPlan(actor, planId);
  if (!seen.can[what]) throw new AppError("idp.no_access");
  return seen;
}
