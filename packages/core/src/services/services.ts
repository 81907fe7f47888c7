import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { ServiceBody, ServiceView } from "@intranet/contracts/services";
import { named, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import {
  cleanDescription,
  requireArticle,
  requireDepartments,
  requireGroup,
  requirePeople,
  requireRoomForService,
  requireStepsCount,
} from "./checks";
import { publish } from "./events";
import type { ServiceRecord } from "./service.entity";
import { profileOf, requireManager, serviceFor, serviceToManage } from "./store";
import { stepsOf, toServiceView } from "./views";

/** Who may order: everyone, or the audiences at level read. */
export function grantsFor(body: Pick<ServiceBody, "forAll" | "audiences">): Grant[] {
  return body.forAll
    ? [{ audience: { kind: "all" }, level: "read" }]
    : body.audiences.map((audience) => ({ audience, level: "read" }));
}

/** Every rule of rules spec §5 the schema cannot check (nothing is written before them). */
async function checkBody(actor: Actor, clientId: string, body: ServiceBody): Promise<void> {
  requireStepsCount(body.type, body.steps.length);
  await Promise.all([
    requireGroup(clientId, body.groupId),
    body.articleId ? requireArticle(actor, body.articleId) : undefined,
    requireDepartments(clientId, body.departmentId ? [body.departmentId] : []),
    requirePeople(clientId, body.steps, body.forAll ? [] : body.audiences),
  ]);
}

async function contentOf(body: ServiceBody) {
  return {
    name: body.name,
    groupId: body.groupId,
    ...(await cleanDescription(body.description)),
    // Empty when none: the sparse byArticle index has a condition, so its composites are always given.
    articleId: body.articleId ?? "",
    type: body.type,
    departmentId: body.departmentId ?? undefined,
    dayLimit: body.dayLimit,
    forAll: body.forAll,
    grants: grantsFor(body),
    template: body.template,
    comments: body.comments,
    fields: body.fields,
  };
}

/** GET /api/bp/{id}: `services.not_found` for whoever may not find it. */
export async function getService(actor: Actor, serviceId: string): Promise<ServiceView> {
  const { service, profile } = await serviceFor(actor, serviceId);
  return toServiceView(actor, profile, service);
}

/** The group's count moves with its services, on the condition that the group exists. */
const countIn =
  (clientId: string, groupId: string, by: number) => (e: Parameters<Parameters<typeof writeTransaction>[0]>[0]) =>
    named(
      `group:${groupId}`,
      e.serviceGroup
        .update({ clientId, groupId })
        .add({ servicesCount: by })
        .where((a, op) => op.exists(a.groupId))
        .commit(),
    );

/** POST /api/bp: the service and its group's count in ONE transaction (the group must still exist). */
export async function createService(actor: Actor, body: ServiceBody): Promise<ServiceView> {
  const clientId = requireManager(actor);
  await Promise.all([checkBody(actor, clientId, body), requireRoomForService(clientId)]);
  const at = new Date().toISOString();
  const service: ServiceRecord = {
    clientId,
    serviceId: newId(),
    ...(await contentOf(body)),
    steps: body.steps.map(({ id: _ignored, ...step }, index) => ({ id: `s${index + 1}`, ...step })),
    nextStep: body.steps.length + 1,
    authorId: actor.userId,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await writeTransaction((e) => [
    named("service", e.service.create(service).commit()),
    countIn(clientId, service.groupId, 1)(e),
  ]);
  if (!outcome.ok) throw new AppError("services.group_not_found");
  await publish({ type: "service.changed", tenantId: clientId, detail: { serviceId: service.serviceId } });
  return toServiceView(actor, await profileOf(actor, clientId), service);
}

/**
 * PUT /api/bp/{id}: the whole service again, its route included (the editor sends what it shows):
 * a step sent with one of the service's ids keeps it, any other gets a new one (ids are never
 * reused). Moving to another group moves the counts in the same transaction. Requests keep their
 * snapshot.
 */
export async function updateService(actor: Actor, serviceId: string, body: ServiceBody): Promise<ServiceView> {
  const before = await serviceToManage(actor, serviceId);
  const { clientId } = before;
  await checkBody(actor, clientId, body);
  const known = new Set(stepsOf(before).map((step) => step.id));
  let nextStep = before.nextStep;
  const steps = body.steps.map(({ id, ...step }) => ({
    id: id && known.has(id) ? id : `s${nextStep++}`,
    ...step,
  }));
  const next: ServiceRecord = {
    ...before,
    ...(await contentOf(body)),
    steps,
    nextStep,
    updatedAt: new Date().toISOString(),
  };
  const { clientId: _c, serviceId: _s, ...set } = next;
  const moved = before.groupId !== next.groupId;
  const outcome = await writeTransaction((e) => [
    named(
      "service",
      e.service
        .patch({ clientId, serviceId })
        .set(set)
        .remove(next.departmentId ? [] : ["departmentId"])
        .commit(),
    ),
    ...(moved ? [countIn(clientId, before.groupId, -1)(e), countIn(clientId, next.groupId, 1)(e)] : []),
  ]);
  if (!outcome.ok) throw new AppError(outcome.failed("service") ? "services.not_found" : "services.group_not_found");
  await publish({ type: "service.changed", tenantId: clientId, detail: { serviceId } });
  return toServiceView(actor, await profileOf(actor, clientId), next);
}

/** DELETE /api/bp/{id}: the service and its group's count; its requests stay (they snapshot it). */
export async function deleteService(actor: Actor, serviceId: string): Promise<void> {
  const service = await serviceToManage(actor, serviceId);
  const { clientId, groupId } = service;
  const outcome = await writeTransaction((e) => [
    named(
      "service",
      e.service
        .delete({ clientId, serviceId })
        .where((a, op) => op.exists(a.serviceId))
        .commit(),
    ),
    named(
      "group",
      e.serviceGroup
        .update({ clientId, groupId })
        .add({ servicesCount: -1 })
        .where((a, op) => op.exists(a.groupId))
        .commit(),
    ),
  ]);
  if (!outcome.ok) throw new AppError("services.not_found");
  await publish({ type: "service.deleted", tenantId: clientId, detail: { serviceId } });
}

export { addStep, convertService, removeStep, updateStep } from "./steps";
