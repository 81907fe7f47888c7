import type { ChatMessageView, ChatRoomList, ChatRoomSummary } from "@intranet/contracts/chat";

/**
 * The room list kept current from the socket, without asking the API again (pure, so the shell's
 * listener and the tests share it). Unread = lastSeq − seenSeq (contracts' ChatRoomSummary); a room
 * counts for the menu badge when it has unread messages and is not muted, or mentions the person.
 */

/** Rooms with something to read: the menu's badge. */
export const countUnreadRooms = (items: readonly ChatRoomSummary[]) =>
  items.filter((room) => (room.unread > 0 && !room.muted) || room.mentions > 0).length;

/** Newest activity first. */
export const byActivity = (a: ChatRoomSummary, b: ChatRoomSummary) => b.activeAt.localeCompare(a.activeAt);

export function withRooms(items: ChatRoomSummary[]): ChatRoomList {
  const sorted = [...items].sort(byActivity);
  return { items: sorted, unreadRooms: countUnreadRooms(sorted) };
}

/** A mention (`<@userId>`) cut in two at the excerpt's end: dropped, not shown as raw text. */
const CUT_MENTION = /<@[^>\s]{0,64}$/;

/** The list line of a message: its start (mentions whole, for the row to name), the files it carries. */
export function lastMessageOf(message: ChatMessageView): ChatRoomSummary["lastMessage"] {
  return {
    seq: message.seq,
    senderId: message.senderId,
    excerpt: message.deleted ? "" : message.content.slice(0, 200).replace(CUT_MENTION, ""),
    files: message.files.length,
    deleted: message.deleted,
    at: message.at,
  };
}

/**
 * A new message in a room: it moves up with its excerpt; someone else's raises the unread count
 * (and mentions, when it names me); my own (another tab's) means I have read up to it. A message
 * already counted (a repeated push) changes nothing. Undefined: the room is not in the list (ask again).
 */
export function applyMessage(list: ChatRoomList, message: ChatMessageView, me: string): ChatRoomList | undefined {
  const room = list.items.find((item) => item.id === message.roomId);
  if (!room) return undefined;
  if (message.seq <= room.lastSeq) return list;
  const mine = message.senderId === me;
  const seenSeq = mine ? message.seq : room.seenSeq;
  const next: ChatRoomSummary = {
    ...room,
    lastSeq: message.seq,
    lastMessage: lastMessageOf(message),
    activeAt: message.at > room.activeAt ? message.at : room.activeAt,
    seenSeq,
    unread: Math.max(0, message.seq - seenSeq),
    mentions: mine ? 0 : room.mentions + (message.mentions.includes(me) ? 1 : 0),
  };
  return withRooms(list.items.map((item) => (item === room ? next : item)));
}

/** An edit or deletion of the room's newest message changes its line. */
export function applyChange(list: ChatRoomList, message: ChatMessageView): ChatRoomList {
  const items = list.items.map((room) =>
    room.id === message.roomId && room.lastMessage?.seq === message.seq
      ? { ...room, lastMessage: lastMessageOf(message) }
      : room,
  );
  return { ...list, items };
}

/** My read position moved (this tab's answer or another device's `chat.read`); it never moves back. */
export function applyRead(list: ChatRoomList, roomId: string, seenSeq: number, mentions: number): ChatRoomList {
  const items = list.items.map((room) => {
    if (room.id !== roomId || seenSeq < room.seenSeq) return room;
    return { ...room, seenSeq, unread: Math.max(0, room.lastSeq - seenSeq), mentions };
  });
  return { items, unreadRooms: countUnreadRooms(items) };
}

/** A room's summary as the API answered it (seen, mute): it replaces the one in the list. */
export function applySummary(list: ChatRoomList, summary: ChatRoomSummary): ChatRoomList {
  if (!list.items.some((room) => room.id === summary.id)) return withRooms([...list.items, summary]);
  return withRooms(list.items.map((room) => (room.id === summary.id ? { ...room, ...pickSummary(summary) } : room)));
}

/** A private chat's other person came or went (`chat.presence` with that chat's id); other rooms stay. */
export function applyPresence(list: ChatRoomList, roomId: string, online: boolean): ChatRoomList {
  if (!list.items.some((room) => room.id === roomId && room.kind === "private" && room.online !== online)) return list;
  return { ...list, items: list.items.map((room) => (room.id === roomId ? { ...room, online } : room)) };
}

/**
 * The summary's fields, each named once (`satisfies`: the compiler flags one missing or unknown).
 * Not `online`: the list's own, which the API's answers about one room (seen, mute) do not carry.
 */
const summaryFields = {
  id: true,
  kind: true,
  name: true,
  peerId: true,
  memberCount: true,
  lastSeq: true,
  lastMessage: true,
  seenSeq: true,
  unread: true,
  mentions: true,
  muted: true,
  role: true,
  activeAt: true,
} satisfies Record<Exclude<keyof ChatRoomSummary, "online">, true>;

/** Only the summary's fields (a ChatRoomView carries members and more, which the list does not keep). */
function pickSummary(room: ChatRoomSummary): ChatRoomSummary {
  const keys = Object.keys(summaryFields) as (keyof ChatRoomSummary)[];
  return Object.fromEntries(keys.map((key) => [key, room[key]])) as unknown as ChatRoomSummary;
}

export function removeRoom(list: ChatRoomList, roomId: string): ChatRoomList {
  return withRooms(list.items.filter((room) => room.id !== roomId));
}
