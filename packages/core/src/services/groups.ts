import type { Actor } from "@intranet/contracts";
import { serviceLimits, type ServiceGroupBody, type ServiceGroupView } from "@intranet/contracts/services";
import { isConditionFailure } from "../db";
import { AppError, newId } from "../platform";
import { db } from "./entities";
import type { ServiceGroupRecord } from "./group.entity";
import { findGroup, requireManager } from "./store";
import { toGroupView } from "./views";

/** A company's groups (one Query; at most serviceLimits.groupsMax), by name. */
export async function groupsOf(clientId: string): Promise<ServiceGroupRecord[]> {
  const { data } = await db().entities.serviceGroup.query.byTenant({ clientId }).go({ pages: "all" });
  return data.sort((a, b) => a.name.localeCompare(b.name));
}

/** POST: a new group (admins; at most serviceLimits.groupsMax per company, `services.validation_error`). */
export async function createGroup(actor: Actor, body: ServiceGroupBody): Promise<ServiceGroupView> {
  const clientId = requireManager(actor);
  if ((await groupsOf(clientId)).length >= serviceLimits.groupsMax) throw new AppError("services.validation_error");
  const group: ServiceGroupRecord = {
    clientId,
    groupId: newId(),
    name: body.name,
    createdAt: new Date().toISOString(),
  };
  await db().entities.serviceGroup.create(group).go();
  return toGroupView(group);
}

/** PUT: renames a group of this company (`services.group_not_found` otherwise). */
export async function updateGroup(actor: Actor, groupId: string, body: ServiceGroupBody): Promise<ServiceGroupView> {
  const clientId = requireManager(actor);
  const updatedAt = new Date().toISOString();
  try {
    const { data } = await db()
      .entities.serviceGroup.patch({ clientId, groupId })
      .set({ name: body.name, updatedAt })
      .go({ response: "all_new" });
    return toGroupView(data as ServiceGroupRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("services.group_not_found");
    throw error;
  }
}

/**
 * DELETE: only an empty group (`services.group_not_empty`), on the condition that its count is
 * absent or 0 — a service created into it at the same time ADDs to that count in its own
 * transaction conditioned on the group existing, so exactly one of the two wins.
 */
export async function deleteGroup(actor: Actor, groupId: string): Promise<void> {
  const clientId = requireManager(actor);
  const group = await findGroup(clientId, groupId);
  if (!group) throw new AppError("services.group_not_found");
  if ((group.servicesCount ?? 0) > 0) throw new AppError("services.group_not_empty");
  try {
    await db()
      .entities.serviceGroup.delete({ clientId, groupId })
      .where(
        (a, op) => `${op.exists(a.groupId)} AND (${op.notExists(a.servicesCount)} OR ${op.eq(a.servicesCount, 0)})`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("services.group_not_empty");
    throw error;
  }
}
