import type { ChatRoomView } from "@intranet/contracts/chat";

/** Who is online now (`chat.online`, the answer to watching the room): every member takes it. */
export function withOnline(room: ChatRoomView, online: readonly string[]): ChatRoomView {
  const now = new Set(online);
  return { ...room, members: room.members.map((member) => ({ ...member, online: now.has(member.userId) })) };
}

/** A member came or went (`chat.presence`); someone not (or no longer) a member changes nothing. */
export function withPresence(room: ChatRoomView, userId: string, online: boolean): ChatRoomView {
  if (!room.members.some((member) => member.userId === userId && member.online !== online)) return room;
  return {
    ...room,
    members: room.members.map((member) => (member.userId === userId ? { ...member, online } : member)),
  };
}
