import type { Actor } from "@intranet/contracts";
import type { ConvertBody, ServiceView, Step, StoredStep } from "@intranet/contracts/services";
import { isConditionFailure } from "../db";
import { AppError } from "../platform";
import { requirePeople, requireStepsCount } from "./checks";
import { db } from "./entities";
import { publish } from "./events";
import type { ServiceRecord } from "./service.entity";
import { profileOf, serviceToManage } from "./store";
import { stepsOf, toServiceView } from "./views";

const ATTEMPTS = 3;

/**
 * Rewrites a service's route (steps, type, nextStep) on the condition that it is still as read (its
 * `updatedAt`), so two concurrent step edits do not lose one; a lost race reads again.
 */
async function rewrite(
  actor: Actor,
  serviceId: string,
  change: (service: ServiceRecord) => Promise<Pick<ServiceRecord, "steps" | "type" | "nextStep">>,
): Promise<ServiceView> {
  for (let attempt = 1; ; attempt++) {
    const service = await serviceToManage(actor, serviceId);
    const route = await change(service);
    const next: ServiceRecord = { ...service, ...route, updatedAt: new Date().toISOString() };
    try {
      await db()
        .entities.service.patch({ clientId: service.clientId, serviceId })
        .set({ ...route, updatedAt: next.updatedAt })
        .where((a, op) => op.eq(a.updatedAt, service.updatedAt))
        .go();
    } catch (error) {
      if (isConditionFailure(error) && attempt < ATTEMPTS) continue;
      // Edited meanwhile every time we read it: the caller reloads and tries again.
      if (isConditionFailure(error)) throw new AppError("common.conflict");
      throw error;
    }
    await publish({ type: "service.changed", tenantId: service.clientId, detail: { serviceId } });
    return toServiceView(actor, await profileOf(actor, service.clientId), next);
  }
}

function stepIndex(service: ServiceRecord, stepId: string): number {
  const index = stepsOf(service).findIndex((step) => step.id === stepId);
  if (index < 0) throw new AppError("services.step_not_found");
  return index;
}

/** POST /api/bp/{bp}/step: a step at the end, `s<nextStep>` (≤ 5; a simple service has one). */
export function addStep(actor: Actor, serviceId: string, step: Step): Promise<ServiceView> {
  return rewrite(actor, serviceId, async (service) => {
    const steps = stepsOf(service);
    requireStepsCount(service.type, steps.length + 1);
    await requirePeople(service.clientId, [step]);
    return {
      type: service.type,
      steps: [...steps, { id: `s${service.nextStep}`, ...step }],
      nextStep: service.nextStep + 1,
    };
  });
}

/** PUT /api/bp/{bp}/step/{step_id}: the step replaced, its id kept. */
export function updateStep(actor: Actor, serviceId: string, stepId: string, step: Step): Promise<ServiceView> {
  return rewrite(actor, serviceId, async (service) => {
    const index = stepIndex(service, stepId);
    await requirePeople(service.clientId, [step]);
    const steps: StoredStep[] = stepsOf(service).map((old, at) => (at === index ? { id: stepId, ...step } : old));
    return { type: service.type, steps, nextStep: service.nextStep };
  });
}

/** DELETE /api/bp/{bp}/step/{step_id}: its id is never given again. */
export function removeStep(actor: Actor, serviceId: string, stepId: string): Promise<ServiceView> {
  return rewrite(actor, serviceId, async (service) => {
    stepIndex(service, stepId);
    const steps = stepsOf(service).filter((step) => step.id !== stepId);
    return { type: service.type, steps, nextStep: service.nextStep };
  });
}

/** POST /api/bp/convert/{id}: to the other type; a multi-stage service keeps only its first step as simple. */
export function convertService(actor: Actor, serviceId: string, body: ConvertBody): Promise<ServiceView> {
  return rewrite(actor, serviceId, async (service) => {
    const steps = body.type === "simple" ? stepsOf(service).slice(0, 1) : stepsOf(service);
    return { type: body.type, steps, nextStep: service.nextStep };
  });
}
