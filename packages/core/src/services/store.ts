import type { Actor } from "@intranet/contracts";
import { accessProfileOf, type AccessProfile } from "../audiences";
import { AppError, requireTenant } from "../platform";
import { managesServices, mayOrderAtAll, serviceCan } from "./access";
import { db } from "./entities";
import type { ServiceGroupRecord } from "./group.entity";
import type { ServiceRecord } from "./service.entity";
import type { ServiceRequestRecord } from "./request.entity";
import { grantsOf } from "./views";

export async function findService(clientId: string, serviceId: string): Promise<ServiceRecord | undefined> {
  const { data } = await db().entities.service.get({ clientId, serviceId }).go();
  return data ?? undefined;
}

export async function findRequest(clientId: string, requestId: string): Promise<ServiceRequestRecord | undefined> {
  const { data } = await db().entities.serviceRequest.get({ clientId, requestId }).go();
  return data ?? undefined;
}

export async function findGroup(clientId: string, groupId: string): Promise<ServiceGroupRecord | undefined> {
  const { data } = await db().entities.serviceGroup.get({ clientId, groupId }).go();
  return data ?? undefined;
}

/**
 * The caller's access profile, read once per request. A superadmin has no person in the company: an
 * empty profile (they manage everything and order nothing anyway).
 */
export const profileOf = (actor: Actor, clientId: string): Promise<AccessProfile> =>
  mayOrderAtAll(actor)
    ? accessProfileOf(clientId, actor.userId)
    : Promise.resolve({ userId: actor.userId, active: false, labels: new Set<string>() });

/** The manage operations: the company's admins (`services.no_access`). */
export function requireManager(actor: Actor): string {
  const clientId = requireTenant(actor);
  if (!managesServices(actor)) throw new AppError("services.no_access");
  return clientId;
}

/** A service the caller may find (anyone else, another tenant's id included: `services.not_found`). */
export async function serviceFor(
  actor: Actor,
  serviceId: string,
): Promise<{ clientId: string; service: ServiceRecord; profile: AccessProfile }> {
  const clientId = requireTenant(actor);
  const [service, profile] = await Promise.all([findService(clientId, serviceId), profileOf(actor, clientId)]);
  if (!service || !serviceCan(actor, profile, { ...service, grants: grantsOf(service) }).find)
    throw new AppError("services.not_found");
  return { clientId, service, profile };
}

/** A service to manage: admins only, of this tenant. */
export async function serviceToManage(actor: Actor, serviceId: string): Promise<ServiceRecord> {
  const clientId = requireManager(actor);
  const service = await findService(clientId, serviceId);
  if (!service) throw new AppError("services.not_found");
  return service;
}
