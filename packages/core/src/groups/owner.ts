import type { Actor } from "@intranet/contracts";
import type { GroupView } from "@intranet/contracts/groups";
import { named, writeTransaction } from "../db";
import { AppError } from "../platform";
import { ROLE_RANK } from "./membership.entity";
import { findMembership, groupAllowing } from "./store";
import { toGroupView } from "./views";

/**
 * PUT /api/group/{id}/replace_owner: the owner or a company admin hands the group to a member. One
 * transaction: the group's owner (conditioned on the owner read), the new owner's membership
 * (still a member) and the old owner's (now an administrator, if still a member). The new owner
 * must already be a member (`groups.owner_set_error`).
 */
export async function replaceOwner(actor: Actor, groupId: string, newOwnerId: string): Promise<GroupView> {
  const { clientId, group } = await groupAllowing(actor, groupId, "delete");
  if (newOwnerId === group.ownerId)
    return toGroupView(actor, group, await findMembership(clientId, groupId, actor.userId));
  const [next, previous] = await Promise.all([
    findMembership(clientId, groupId, newOwnerId),
    findMembership(clientId, groupId, group.ownerId),
  ]);
  if (next?.state !== "member") throw new AppError("groups.owner_set_error");
  const outcome = await writeTransaction((entities) => [
    named(
      "group",
      entities.group
        .patch({ clientId, groupId })
        .set({ ownerId: newOwnerId, updatedAt: new Date().toISOString() })
        .where(({ ownerId }, { eq }) => eq(ownerId, group.ownerId))
        .commit(),
    ),
    named(
      "next",
      entities.groupMembership
        .patch({ clientId, groupId, userId: newOwnerId })
        .set({ role: "owner", rank: ROLE_RANK.owner, since: next.since })
        .where(({ state }, { eq }) => eq(state, "member"))
        .commit(),
    ),
    ...(previous?.state === "member"
      ? [
          named(
            "previous",
            entities.groupMembership
              .patch({ clientId, groupId, userId: group.ownerId })
              .set({ role: "admin", rank: ROLE_RANK.admin, since: previous.since })
              .where(({ role }, { eq }) => eq(role, "owner"))
              .commit(),
          ),
        ]
      : []),
  ]);
  if (!outcome.ok) throw new AppError(outcome.failed("next") ? "groups.owner_set_error" : "groups.owner_cannot_change");
  const updated = { ...group, ownerId: newOwnerId };
  return toGroupView(actor, updated, await findMembership(clientId, groupId, actor.userId));
}
