import type { Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { accessOf, type GroupAccessRules } from "./access";
import { db } from "./entities";
import type { GroupRecord } from "./group.entity";
import type { MembershipRecord } from "./membership.entity";

export async function findGroup(clientId: string, groupId: string): Promise<GroupRecord | undefined> {
  const { data } = await db().entities.group.get({ clientId, groupId }).go();
  return data ?? undefined;
}

export async function findMembership(
  clientId: string,
  groupId: string,
  userId: string,
): Promise<MembershipRecord | undefined> {
  const { data } = await db().entities.groupMembership.get({ clientId, groupId, userId }).go();
  return data ?? undefined;
}

export interface GroupInContext {
  clientId: string;
  group: GroupRecord;
  /** The caller's own membership item (any state), if any. */
  mine: MembershipRecord | undefined;
  access: GroupAccessRules;
}

/**
 * The group as the caller meets it: two Gets at once (the group, the caller's membership). A group
 * of another tenant, a deleted one, or a private one the caller may not find is `groups.not_found`
 * (a private group's existence is not revealed).
 */
export async function groupFor(actor: Actor, groupId: string): Promise<GroupInContext> {
  const clientId = requireTenant(actor);
  const [group, mine] = await Promise.all([
    findGroup(clientId, groupId),
    findMembership(clientId, groupId, actor.userId),
  ]);
  if (!group) throw new AppError("groups.not_found");
  const access = accessOf(actor, group, mine);
  if (!access.find) throw new AppError("groups.not_found");
  return { clientId, group, mine, access };
}

/** The same, refusing who may not do `what` (403: they know the group exists). */
export async function groupAllowing(
  actor: Actor,
  groupId: string,
  what: "read" | "post" | "manage" | "delete",
): Promise<GroupInContext> {
  const context = await groupFor(actor, groupId);
  if (!context.access[what]) throw new AppError("common.no_access");
  return context;
}
