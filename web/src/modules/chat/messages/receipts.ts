import type { ChatMessageView, ChatRoomView } from "@intranet/contracts/chat";

/** What shows under my messages: private "Seen" under the last the peer read; group "Read by all / N" under my last. */
export type Receipt =
  { seq: number; kind: "seen" } | { seq: number; kind: "all" } | { seq: number; kind: "some"; count: number };

/**
 * The read receipt of a room (members' `seenSeq`, null when a member hides it or the company has
 * receipts off). A private chat marks my newest message the peer has read; a group tells how many
 * other members have read my newest message (all of them: "Read by all").
 */
export function receiptOf(room: ChatRoomView, messages: readonly ChatMessageView[], me: string): Receipt | null {
  if (!room.receipts) return null;
  const others = room.members.filter((member) => member.userId !== me);
  const mine = messages.filter((message) => message.senderId === me && !message.deleted);
  if (room.kind === "private") {
    const peer = others[0];
    if (!peer || peer.seenSeq === null) return null;
    const read = mine.filter((message) => message.seq <= peer.seenSeq!).at(-1);
    return read ? { seq: read.seq, kind: "seen" } : null;
  }
  const last = mine.at(-1);
  if (!last || !others.length) return null;
  const count = others.filter((member) => member.seenSeq !== null && member.seenSeq >= last.seq).length;
  if (count === others.length) return { seq: last.seq, kind: "all" };
  return count > 0 ? { seq: last.seq, kind: "some", count } : null;
}

/** A member's read position moved (`chat.seen`): the room's members take it (never back). */
export function withSeen(room: ChatRoomView, userId: string, seq: number): ChatRoomView {
  return {
    ...room,
    members: room.members.map((member) =>
      member.userId === userId && (member.seenSeq === null || member.seenSeq < seq)
        ? { ...member, seenSeq: seq }
        : member,
    ),
  };
}
