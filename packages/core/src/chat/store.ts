import type { Actor } from "@intranet/contracts";
import { batchGet, getAll, itemRef } from "../db";
import { AppError, requireTenant } from "../platform";
import { db } from "./entities";
import type { ChatMemberRecord } from "./member.entity";
import type { ChatMessageRecord } from "./message.entity";
import type { ChatRoomRecord } from "./room.entity";

export async function findRoom(clientId: string, roomId: string): Promise<ChatRoomRecord | null> {
  const { data } = await db().entities.chatRoom.get({ clientId, roomId }).go();
  return data ?? null;
}

export async function findMember(clientId: string, roomId: string, userId: string): Promise<ChatMemberRecord | null> {
  const { data } = await db().entities.chatMember.get({ clientId, roomId, userId }).go();
  return data ?? null;
}

/** A room's members (one Query; pages of 1 MB hold thousands). */
export async function membersOf(clientId: string, roomId: string): Promise<ChatMemberRecord[]> {
  const { data } = await db().entities.chatMember.query.byRoom({ clientId, roomId }).go({ pages: "all" });
  return data;
}

/** A person's memberships (one Query of gsi1). */
export async function membershipsOf(clientId: string, userId: string): Promise<ChatMemberRecord[]> {
  const { data } = await db().entities.chatMember.query.byPerson({ clientId, userId }).go({ pages: "all" });
  return data;
}

/** A person's memberships and their rooms (one BatchGet per 100). */
export async function roomsOfPerson(
  clientId: string,
  userId: string,
): Promise<Array<{ room: ChatRoomRecord; member: ChatMemberRecord }>> {
  const memberships = await membershipsOf(clientId, userId);
  const rooms = await getAll(
    memberships.map(({ roomId }) => ({ clientId, roomId })),
    (keys) => db().entities.chatRoom.get(keys).go(),
  );
  const byId = new Map(rooms.map((room) => [room.roomId, room]));
  return memberships.flatMap((member) => {
    const room = byId.get(member.roomId);
    return room ? [{ room, member }] : [];
  });
}

/**
 * The room and the caller's membership in ONE BatchGetItem (with one of its messages, `messageSeq`,
 * when the call is about it). A room the caller is not in is `chat.not_found`, as a missing one:
 * nobody learns which rooms exist.
 */
export async function requireMembership(
  actor: Actor,
  roomId: string,
  messageSeq?: number,
): Promise<{ clientId: string; room: ChatRoomRecord; member: ChatMemberRecord; message: ChatMessageRecord | null }> {
  const clientId = requireTenant(actor);
  const { chatRoom, chatMember, chatMessage } = db().entities;
  const roomRef = itemRef(chatRoom.get({ clientId, roomId }), (Item) => chatRoom.parse({ Item }).data);
  const memberRef = itemRef(
    chatMember.get({ clientId, roomId, userId: actor.userId }),
    (Item) => chatMember.parse({ Item }).data,
  );
  const messageRef =
    messageSeq === undefined
      ? null
      : itemRef(chatMessage.get({ clientId, roomId, seq: messageSeq }), (Item) => chatMessage.parse({ Item }).data);
  const items = await batchGet(messageRef ? [roomRef, memberRef, messageRef] : [roomRef, memberRef]);
  const room = items.get(roomRef);
  const member = items.get(memberRef);
  if (!room || !member) throw new AppError("chat.not_found");
  return { clientId, room, member, message: (messageRef && items.get(messageRef)) ?? null };
}

/** Admin-only actions of a group room (`chat.private_room` for a private chat, `chat.not_admin`). */
export function requireRoomAdmin(room: ChatRoomRecord, member: ChatMemberRecord): void {
  if (room.kind === "private") throw new AppError("chat.private_room");
  if (member.role !== "admin") throw new AppError("chat.not_admin");
}
