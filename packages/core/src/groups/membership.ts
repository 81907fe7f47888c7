import type { Actor } from "@intranet/contracts";
import type { GroupRole, InvitationsResult, MembershipResult } from "@intranet/contracts/groups";
import { named, writeTransaction, type TransactionEntities } from "../db";
import { AppError, mapLimited } from "../platform";
import { getUsers } from "../users";
import { standingOf } from "./access";
import { publish, type GroupEventDetails } from "./events";
import { ROLE_RANK, type MembershipRecord, type MembershipState } from "./membership.entity";
import { findMembership, groupAllowing, groupFor, type GroupInContext } from "./store";

type Step = GroupEventDetails["group.membership"]["step"];

/**
 * The membership state machine (product-spec §4). A person and a group have ONE membership item
 * whatever the state, so each step is a write conditioned on the state it starts from, and two
 * racing steps have one winner: two admins approving one request make one member (the loser finds
 * the member and answers the same), approve racing reject gives one outcome, twenty identical
 * requests file one. `membersCount` moves by ADD in the same transaction as the membership.
 */

/** POST /api/group/{id}/join: a public group is joined; a closed one gets a request; an invitation is accepted. */
export async function join(actor: Actor, groupId: string): Promise<MembershipResult> {
  const context = await groupFor(actor, groupId);
  const { group, mine } = context;
  if (mine?.state === "member") throw new AppError("groups.already_member");
  if (mine?.state === "invited") return acceptInvitation(actor, groupId);
  if (mine?.state === "requested") throw new AppError("groups.request_exists");
  if (group.type === "public") return becomeMember(context, actor.userId, actor, null, "member", "joined");
  if (group.type === "private") throw new AppError("common.no_access");

  const request = pending(context.clientId, groupId, actor.userId, "requested");
  const outcome = await writeTransaction((entities) => [
    named("membership", entities.groupMembership.create(request).commit()),
    named("group", groupExists(entities, context)),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("group")) throw new AppError("groups.not_found");
    const now = await findMembership(context.clientId, groupId, actor.userId);
    throw new AppError(now?.state === "member" ? "groups.already_member" : "groups.request_exists");
  }
  await announce(context, actor.userId, actor.userId, "requested");
  return result(context, actor.userId, "requested", 0);
}

/** DELETE /api/group/{id}/join: the caller withdraws their request (none pending: nothing to do). */
export async function cancelRequest(actor: Actor, groupId: string): Promise<MembershipResult> {
  const context = await groupFor(actor, groupId);
  await dropPending(context, actor.userId, "requested");
  const now = await findMembership(context.clientId, groupId, actor.userId);
  return result(context, actor.userId, standingOf(now), 0);
}

/** POST /api/group/{id}/requests/{userId}/approve (owner, group administrators, company admins). */
export async function approve(actor: Actor, groupId: string, userId: string): Promise<MembershipResult> {
  const context = await groupAllowing(actor, groupId, "manage");
  return becomeMember(context, userId, actor, "requested", "member", "approved", "groups.approve_error");
}

/** POST /api/group/{id}/requests/{userId}/reject. */
export async function reject(actor: Actor, groupId: string, userId: string): Promise<MembershipResult> {
  const context = await groupAllowing(actor, groupId, "manage");
  if (!(await dropPending(context, userId, "requested"))) throw new AppError("groups.reject_error");
  await announce(context, userId, actor.userId, "rejected");
  return result(context, userId, "none", 0);
}

/** POST /api/group/{id}/invitation/accept: the caller's invitation makes them a member. */
export async function acceptInvitation(actor: Actor, groupId: string): Promise<MembershipResult> {
  const context = await groupFor(actor, groupId);
  return becomeMember(context, actor.userId, actor, "invited", "member", "accepted", "groups.invitation_not_found");
}

/** POST /api/group/{id}/invitation/decline. */
export async function declineInvitation(actor: Actor, groupId: string): Promise<MembershipResult> {
  const context = await groupFor(actor, groupId);
  if (!(await dropPending(context, actor.userId, "invited"))) throw new AppError("groups.invitation_not_found");
  await announce(context, actor.userId, actor.userId, "declined");
  return result(context, actor.userId, "none", 0);
}

/**
 * POST /api/group/{id}/invitations: each person is invited unless they are not an active employee
 * of the company, already a member or already invited (reported, not refused). Inviting someone
 * who asked to join approves their request.
 */
export async function invite(actor: Actor, groupId: string, userIds: string[]): Promise<InvitationsResult> {
  const context = await groupAllowing(actor, groupId, "manage");
  const active = new Set(
    (await getUsers(context.clientId, userIds)).filter((user) => user.status === "active").map((user) => user.userId),
  );
  const report: InvitationsResult = { invited: [], skipped: [] };
  await mapLimited(userIds, 8, async (userId) => {
    if (!active.has(userId)) return report.skipped.push({ user_id: userId, code: "common.user_not_found" });
    const invitation = { ...pending(context.clientId, groupId, userId, "invited"), invitedBy: actor.userId };
    const outcome = await writeTransaction((entities) => [
      named("membership", entities.groupMembership.create(invitation).commit()),
      named("group", groupExists(entities, context)),
    ]);
    if (outcome.ok) {
      report.invited.push(userId);
      return announce(context, userId, actor.userId, "invited");
    }
    if (outcome.failed("group")) throw new AppError("groups.not_found");
    const now = await findMembership(context.clientId, groupId, userId);
    if (now?.state === "requested") {
      await becomeMember(context, userId, actor, "requested", "member", "approved", "groups.approve_error");
      return report.invited.push(userId);
    }
    return report.skipped.push({
      user_id: userId,
      code: now?.state === "member" ? "groups.already_member" : "groups.request_exists",
    });
  });
  return report;
}

/** POST /api/group/{id}/leave: a member leaves; the owner hands the group over first. */
export async function leave(actor: Actor, groupId: string): Promise<MembershipResult> {
  const context = await groupFor(actor, groupId);
  if (context.mine?.state !== "member") return result(context, actor.userId, standingOf(context.mine), 0);
  if (context.mine.role === "owner") throw new AppError("groups.owner_cannot_leave");
  return endMembership(context, actor.userId, actor.userId, "left");
}

/**
 * DELETE /api/group/{id}/grants/user/{userId}: the group's managers remove a member (or drop a
 * pending request or invitation). The owner is never removed; an administrator is removed only by
 * the owner or a company admin.
 */
export async function revokeUser(actor: Actor, groupId: string, userId: string): Promise<MembershipResult> {
  const context = await groupAllowing(actor, groupId, "manage");
  const target = await findMembership(context.clientId, groupId, userId);
  if (!target) return result(context, userId, "none", 0);
  if (target.state !== "member") {
    await dropPending(context, userId, target.state);
    return result(context, userId, "none", 0);
  }
  if (target.role === "owner") throw new AppError("groups.owner_cannot_change");
  if (target.role === "admin" && !context.access.delete) throw new AppError("common.no_access");
  return endMembership(context, userId, actor.userId, "removed");
}

/**
 * POST /api/group/{id}/grants/user/{userId} {role}: the group's managers add a person straight in
 * (their request or invitation, if any, is consumed) or change a member's role between member and
 * administrator (an administrator is demoted only by the owner or a company admin). The owner's
 * role changes only by replace_owner.
 */
export async function grantUser(
  actor: Actor,
  groupId: string,
  userId: string,
  role: Exclude<GroupRole, "owner">,
): Promise<MembershipResult> {
  const context = await groupAllowing(actor, groupId, "manage");
  const [user] = await getUsers(context.clientId, [userId]);
  if (!user || user.status !== "active") throw new AppError("common.user_not_found");
  const target = await findMembership(context.clientId, groupId, userId);
  if (target?.state !== "member")
    return becomeMember(context, userId, actor, target?.state ?? null, role, "joined", "common.conflict");
  if (target.role === "owner") throw new AppError("groups.owner_cannot_change");
  // As with removal: an administrator is demoted only by the owner or a company admin.
  if (target.role === "admin" && role !== "admin" && !context.access.delete) throw new AppError("common.no_access");
  if (target.role !== role)
    await writeTransaction((entities) => [
      named(
        "membership",
        entities.groupMembership
          .patch({ clientId: context.clientId, groupId, userId })
          .set({ role, rank: ROLE_RANK[role], since: target.since }) // the order key's other part, unchanged
          .where(({ state, role: held }, { eq }) => `${eq(state, "member")} AND ${eq(held, target.role!)}`)
          .commit(),
      ),
    ]).then((outcome) => {
      if (!outcome.ok) throw new AppError("common.conflict");
    });
  return result(context, userId, role, 0);
}

/**
 * The one way in: a new membership item (from nothing) or a pending one turned into a member,
 * conditioned on the state it comes from, with the group's count in the same transaction. When
 * the condition fails because a racing step already made them a member, the answer is the same.
 */
async function becomeMember(
  context: GroupInContext,
  userId: string,
  actor: Actor,
  from: MembershipState | null,
  role: Exclude<GroupRole, "owner">,
  step: Step,
  refusal: "groups.approve_error" | "groups.invitation_not_found" | "common.conflict" = "common.conflict",
): Promise<MembershipResult> {
  const { clientId, group } = context;
  const key = { clientId, groupId: group.groupId, userId };
  const member = { state: "member" as const, role, rank: ROLE_RANK[role], since: new Date().toISOString() };
  const outcome = await writeTransaction((entities) => [
    named(
      "membership",
      from === null
        ? entities.groupMembership.create({ ...key, ...member }).commit()
        : entities.groupMembership
            .patch(key)
            .set(member)
            .where(({ state }, { eq }) => eq(state, from))
            .commit(),
    ),
    named("group", entities.group.patch({ clientId, groupId: group.groupId }).add({ membersCount: 1 }).commit()),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("group")) throw new AppError("groups.not_found");
    const now = await findMembership(clientId, group.groupId, userId);
    if (now?.state === "member") return result(context, userId, standingOf(now), 0);
    throw new AppError(from === null ? "groups.already_member" : refusal);
  }
  await announce(context, userId, actor.userId, step);
  return result(context, userId, role, 1);
}

/** A member out (left or removed), with the count, conditioned on them being a member and not the owner. */
async function endMembership(
  context: GroupInContext,
  userId: string,
  byUserId: string,
  step: "left" | "removed",
): Promise<MembershipResult> {
  const { clientId, group } = context;
  const outcome = await writeTransaction((entities) => [
    named(
      "membership",
      entities.groupMembership
        .delete({ clientId, groupId: group.groupId, userId })
        .where(({ state, role }, { eq, ne }) => `${eq(state, "member")} AND ${ne(role, "owner")}`)
        .commit(),
    ),
    named("group", entities.group.patch({ clientId, groupId: group.groupId }).add({ membersCount: -1 }).commit()),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("group")) throw new AppError("groups.not_found");
    const now = await findMembership(clientId, group.groupId, userId);
    if (now?.role === "owner") throw new AppError("groups.owner_cannot_leave");
    return result(context, userId, standingOf(now), 0); // already out
  }
  await announce(context, userId, byUserId, step);
  return result(context, userId, "none", -1);
}

/** Deletes a pending request or invitation; false when there was none in that state. */
async function dropPending(context: GroupInContext, userId: string, state: "requested" | "invited"): Promise<boolean> {
  const outcome = await writeTransaction((entities) => [
    named(
      "membership",
      entities.groupMembership
        .delete({ clientId: context.clientId, groupId: context.group.groupId, userId })
        .where(({ state: held }, { eq }) => eq(held, state as MembershipState))
        .commit(),
    ),
  ]);
  return outcome.ok;
}

function pending(clientId: string, groupId: string, userId: string, state: "requested" | "invited"): MembershipRecord {
  return { clientId, groupId, userId, state, rank: "9", since: new Date().toISOString() };
}

/** The group still exists (a request or invitation to a group being deleted is refused). */
function groupExists(entities: TransactionEntities, context: GroupInContext) {
  return entities.group
    .check({ clientId: context.clientId, groupId: context.group.groupId })
    .where(({ groupId }, { exists }) => exists(groupId))
    .commit();
}

function result(
  context: GroupInContext,
  userId: string,
  standing: MembershipResult["standing"],
  delta: number,
): MembershipResult {
  return {
    group_id: context.group.groupId,
    user_id: userId,
    standing,
    membersCount: (context.group.membersCount ?? 0) + delta,
  };
}

async function announce(context: GroupInContext, userId: string, byUserId: string, step: Step): Promise<void> {
  await publish({
    type: "group.membership",
    tenantId: context.clientId,
    detail: { groupId: context.group.groupId, userId, byUserId, step },
  });
}
