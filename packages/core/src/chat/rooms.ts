import { hasRole, type Actor } from "@intranet/contracts";
import { chatLimits, type ChatRoomList, type ChatRoomView, type CreateChatRoomBody } from "@intranet/contracts/chat";
import { named, writeTransaction } from "../db";
import { AppError, newId, requireTenant, tenantOfPath } from "../platform";
import { requireChatPeople } from "./eligibility";
import { publish } from "./events";
import { db } from "./entities";
import { onlineAmong, pushTo } from "./live";
import type { ChatMemberRecord } from "./member.entity";
import { privateRoomId } from "./private-room";
import type { ChatRoomRecord } from "./room.entity";
import { companyReceipts, hidingReceipts } from "./settings";
import { findRoom, membersOf, requireMembership, requireRoomAdmin, roomsOfPerson } from "./store";
import { toRoomSummary, toRoomView } from "./views";

/**
 * GET chat/rooms/{client}: the caller's rooms, newest activity first (one Query, one BatchGet per 100
 * rooms), private chats saying whether their other person is online (their connections: one Query,
 * or one per person up to 10; none without private chats).
 */
export async function listRooms(actor: Actor, client: string): Promise<ChatRoomList> {
  const clientId = tenantOfPath(actor, client);
  const summaries = (await roomsOfPerson(clientId, actor.userId)).map(({ room, member }) =>
    toRoomSummary(room, member),
  );
  const online = await onlineAmong(
    clientId,
    summaries.flatMap((room) => (room.peerId ? [room.peerId] : [])),
  );
  const items = summaries
    .map((room) => (room.peerId ? { ...room, online: online.has(room.peerId) } : room))
    .sort((a, b) => b.activeAt.localeCompare(a.activeAt));
  const unreadRooms = items.filter((room) => (room.unread > 0 && !room.muted) || room.mentions > 0).length;
  return { items, unreadRooms };
}

/** GET chat/room/{id}: the room with its members, presence and (where shown) read positions. */
export async function getRoom(actor: Actor, roomId: string): Promise<ChatRoomView> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  return roomView(clientId, room, member);
}

export async function roomView(
  clientId: string,
  room: ChatRoomRecord,
  member: ChatMemberRecord,
  known?: ChatMemberRecord[],
): Promise<ChatRoomView> {
  const members = known ?? (await membersOf(clientId, room.roomId));
  const [online, receipts] = await Promise.all([
    onlineAmong(
      clientId,
      members.map(({ userId }) => userId),
    ),
    companyReceipts(clientId),
  ]);
  return toRoomView(room, member, members, online, receipts);
}

/** POST chat/room: a group room (the caller its first admin), or the private chat with someone. */
export async function createRoom(
  actor: Actor,
  body: CreateChatRoomBody,
  /** When it was created: now, but for the demo's history (seeded days back). */
  { at = new Date() }: { at?: Date } = {},
): Promise<ChatRoomView> {
  const clientId = requireTenant(actor);
  // A visiting superadmin is not one of the company's people: they join no chat.
  if (hasRole(actor, "superadmin")) throw new AppError("common.no_access");
  const now = at.toISOString();
  return body.kind === "private"
    ? openPrivateChat(actor, clientId, body.userId, now)
    : createGroup(actor, clientId, body.name, body.members, now);
}

async function createGroup(
  actor: Actor,
  clientId: string,
  name: string,
  invited: string[],
  now: string,
): Promise<ChatRoomView> {
  const others = [...new Set(invited)].filter((userId) => userId !== actor.userId);
  if (others.length + 1 > chatLimits.membersMax) throw new AppError("chat.too_many_members");
  await requireChatPeople(clientId, others);
  const room: ChatRoomRecord = {
    clientId,
    roomId: newId(),
    kind: "group",
    name,
    createdBy: actor.userId,
    memberCount: others.length + 1,
    lastSeq: 0,
    lastMessageSeq: 0,
    activeAt: now,
    createdAt: now,
  };
  const members = await newMembers(clientId, room.roomId, [actor.userId, ...others], now, actor.userId);
  await writeRoom(room, members);
  await pushTo(clientId, others, { type: "chat.room", roomId: room.roomId, change: "added" });
  return roomView(clientId, room, members[0]!, members);
}

/** Found (one Get) or created (one transaction, conditioned on the pair's room not existing yet). */
async function openPrivateChat(actor: Actor, clientId: string, peerId: string, now: string): Promise<ChatRoomView> {
  if (peerId === actor.userId) throw new AppError("chat.self_chat");
  const roomId = privateRoomId(actor.userId, peerId);
  const existing = await findRoom(clientId, roomId);
  if (existing) return getRoom(actor, roomId);
  await requireChatPeople(clientId, [peerId]);
  const room: ChatRoomRecord = {
    clientId,
    roomId,
    kind: "private",
    name: "",
    pair: [actor.userId, peerId],
    createdBy: actor.userId,
    memberCount: 2,
    lastSeq: 0,
    lastMessageSeq: 0,
    activeAt: now,
    createdAt: now,
  };
  const members = await newMembers(clientId, roomId, [actor.userId, peerId], now, null);
  const created = await writeRoom(room, members, { orFound: true });
  if (created) await pushTo(clientId, [peerId], { type: "chat.room", roomId, change: "added" });
  return getRoom(actor, roomId);
}

/** Memberships to write: the admin (a group's creator; nobody in a private chat), everyone's opt-out copied. */
export async function newMembers(
  clientId: string,
  roomId: string,
  userIds: string[],
  joinedAt: string,
  adminId: string | null,
): Promise<ChatMemberRecord[]> {
  const hidden = await hidingReceipts(clientId, userIds);
  return userIds.map((userId) => ({
    clientId,
    roomId,
    userId,
    role: userId === adminId ? "admin" : "member",
    seenSeq: 0,
    muted: false,
    hideReceipts: hidden.has(userId),
    joinedAt,
  }));
}

/** The room and its members in one transaction; `orFound`: a room already there is not an error. */
async function writeRoom(
  room: ChatRoomRecord,
  members: ChatMemberRecord[],
  options: { orFound?: boolean } = {},
): Promise<boolean> {
  const outcome = await writeTransaction((entities) => [
    named("room", entities.chatRoom.create(room).commit()),
    ...members.map((member) => named(`member:${member.userId}`, entities.chatMember.put(member).commit())),
  ]);
  if (outcome.ok) return true;
  if (options.orFound && outcome.failed("room")) return false;
  throw new AppError("common.conflict");
}

/** PUT chat/room: renames a group room (its admins); members see the new name live. */
export async function renameRoom(actor: Actor, roomId: string, name: string): Promise<ChatRoomView> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  requireRoomAdmin(room, member);
  const renamed = { ...room, name };
  await db().entities.chatRoom.patch({ clientId, roomId }).set({ name }).go({ response: "none" });
  const members = await membersOf(clientId, roomId);
  await pushTo(
    clientId,
    members.map(({ userId }) => userId),
    { type: "chat.room", roomId, change: "updated" },
  );
  return roomView(clientId, renamed, member, members);
}

/**
 * DELETE chat/room/{id}: a group room goes for everyone (its admins). The room item goes now (so
 * nothing answers for it any more); its members, messages and files are purged by the subscriber.
 */
export async function removeRoom(actor: Actor, roomId: string): Promise<void> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  requireRoomAdmin(room, member);
  await deleteRoomItem(clientId, roomId);
  const members = await membersOf(clientId, roomId);
  await pushTo(
    clientId,
    members.map(({ userId }) => userId),
    { type: "chat.room", roomId, change: "removed" },
  );
}

export async function deleteRoomItem(clientId: string, roomId: string): Promise<void> {
  await db().entities.chatRoom.delete({ clientId, roomId }).go({ response: "none" });
  await publish({ type: "chat.room_deleted", tenantId: clientId, detail: { roomId } });
}
