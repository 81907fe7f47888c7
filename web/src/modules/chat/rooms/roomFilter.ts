import type { ChatRoomSummary } from "@intranet/contracts/chat";

/** A room's shown name: a group's own, a private chat's the other person's (in the language's order). */
export const roomName = (room: ChatRoomSummary, nameOf: (userId: string) => string) =>
  room.kind === "private" && room.peerId ? nameOf(room.peerId) : room.name;

/** The rooms whose shown name contains what was typed (any case), in the list's order. */
export function filterRooms(
  rooms: readonly ChatRoomSummary[],
  search: string,
  nameOf: (userId: string) => string,
): ChatRoomSummary[] {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return [...rooms];
  return rooms.filter((room) => roomName(room, nameOf).toLocaleLowerCase().includes(term));
}
