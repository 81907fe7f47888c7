import type { Actor } from "@intranet/contracts";
import { chatLimits, type ChatMemberRole, type ChatRoomSummary, type ChatRoomView } from "@intranet/contracts/chat";
import { named, writeTransaction } from "../db";
import { AppError } from "../platform";
import { requireChatPeople } from "./eligibility";
import { db } from "./entities";
import { pushTo } from "./live";
import { deleteRoomItem, newMembers, roomView } from "./rooms";
import { membersOf, requireMembership, requireRoomAdmin } from "./store";
import { toRoomSummary } from "./views";

/**
 * POST chat/room/{id}/members (its admins): new members in one transaction with the room's count,
 * conditioned on the count leaving room for them (`chat.too_many_members`), so two admins adding
 * at once never pass the limit. People already in are skipped.
 */
export async function addMembers(actor: Actor, roomId: string, userIds: string[]): Promise<ChatRoomView> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  requireRoomAdmin(room, member);
  const current = await membersOf(clientId, roomId);
  const present = new Set(current.map(({ userId }) => userId));
  const joining = [...new Set(userIds)].filter((userId) => !present.has(userId));
  if (!joining.length) return roomView(clientId, room, member, current);
  if (current.length + joining.length > chatLimits.membersMax) throw new AppError("chat.too_many_members");
  await requireChatPeople(clientId, joining);
  const added = await newMembers(clientId, roomId, joining, new Date().toISOString(), null);
  const outcome = await writeTransaction((entities) => [
    named(
      "room",
      entities.chatRoom
        .patch({ clientId, roomId })
        .add({ memberCount: added.length })
        .where((attributes, { lte }) => lte(attributes.memberCount, chatLimits.membersMax - added.length))
        .commit(),
    ),
    ...added.map((joiner) => named(`member:${joiner.userId}`, entities.chatMember.create(joiner).commit())),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("room")) throw new AppError("chat.too_many_members");
    throw new AppError("common.conflict");
  }
  const everyone = [...current, ...added];
  await Promise.all([
    pushTo(clientId, joining, { type: "chat.room", roomId, change: "added" }),
    pushTo(
      clientId,
      current.map(({ userId }) => userId),
      { type: "chat.room", roomId, change: "updated" },
    ),
  ]);
  return roomView(clientId, { ...room, memberCount: room.memberCount + added.length }, member, everyone);
}

/**
 * DELETE chat/room/{id}/members/{user}: an admin removes a member, or anyone leaves (their own id).
 * The last admin cannot leave while others stay (`chat.last_admin`); the last member leaving
 * deletes the room. A private chat is left by nobody (`chat.private_room`).
 */
export async function removeMember(actor: Actor, roomId: string, userId: string): Promise<void> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  if (room.kind === "private") throw new AppError("chat.private_room");
  if (userId !== actor.userId) requireRoomAdmin(room, member);
  const members = await membersOf(clientId, roomId);
  const leaving = members.find((other) => other.userId === userId);
  if (!leaving) throw new AppError("chat.bad_member");
  const staying = members.filter((other) => other.userId !== userId);
  if (!staying.length) {
    await deleteRoomItem(clientId, roomId);
    return;
  }
  if (leaving.role === "admin" && !staying.some((other) => other.role === "admin"))
    throw new AppError("chat.last_admin");
  const outcome = await writeTransaction((entities) => [
    named(
      "member",
      entities.chatMember
        .delete({ clientId, roomId, userId })
        .where((attributes, { exists }) => exists(attributes.userId))
        .commit(),
    ),
    named("room", entities.chatRoom.patch({ clientId, roomId }).add({ memberCount: -1 }).commit()),
  ]);
  if (!outcome.ok) throw new AppError(outcome.failed("member") ? "chat.bad_member" : "common.conflict");
  await Promise.all([
    pushTo(clientId, [userId], { type: "chat.room", roomId, change: "removed" }),
    pushTo(
      clientId,
      staying.map((other) => other.userId),
      { type: "chat.room", roomId, change: "updated" },
    ),
  ]);
}

/** PUT chat/room/{id}/members/{user} (its admins): an admin, or a member again (never the last admin). */
export async function setMemberRole(
  actor: Actor,
  roomId: string,
  userId: string,
  role: ChatMemberRole,
): Promise<ChatRoomView> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  requireRoomAdmin(room, member);
  const members = await membersOf(clientId, roomId);
  const target = members.find((other) => other.userId === userId);
  if (!target) throw new AppError("chat.bad_member");
  if (role === "member" && target.role === "admin" && members.filter((other) => other.role === "admin").length === 1)
    throw new AppError("chat.last_admin");
  await db().entities.chatMember.patch({ clientId, roomId, userId }).set({ role }).go({ response: "none" });
  const updated = members.map((other) => (other.userId === userId ? { ...other, role } : other));
  await pushTo(
    clientId,
    members.map((other) => other.userId),
    { type: "chat.room", roomId, change: "updated" },
  );
  return roomView(clientId, room, userId === actor.userId ? { ...member, role } : member, updated);
}

/** PUT chat/room/{id}/me: the caller mutes or unmutes the room (only mentions notify while muted). */
export async function setMuted(actor: Actor, roomId: string, muted: boolean): Promise<ChatRoomSummary> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  await db()
    .entities.chatMember.patch({ clientId, roomId, userId: actor.userId })
    .set({ muted })
    .go({ response: "none" });
  return toRoomSummary(room, { ...member, muted });
}
