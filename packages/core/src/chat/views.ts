import type {
  ChatFileView,
  ChatMemberView,
  ChatMessageView,
  ChatRoomSummary,
  ChatRoomView,
} from "@intranet/contracts/chat";
import type { ChatMemberRecord } from "./member.entity";
import type { ChatMessageRecord } from "./message.entity";
import type { ChatRoomRecord } from "./room.entity";

/** Mentions still unread: the numbers of the set above the read position. */
export const unreadMentions = (member: ChatMemberRecord) =>
  (member.mentionSeqs ?? []).filter((seq) => seq > member.seenSeq).length;

export function toRoomSummary(room: ChatRoomRecord, member: ChatMemberRecord): ChatRoomSummary {
  return {
    id: room.roomId,
    kind: room.kind,
    name: room.name,
    peerId: room.kind === "private" ? (room.pair?.find((userId) => userId !== member.userId) ?? null) : null,
    memberCount: room.memberCount,
    lastSeq: room.lastSeq,
    lastMessage: room.lastMessage ?? null,
    seenSeq: Math.min(member.seenSeq, room.lastSeq),
    unread: Math.max(0, room.lastSeq - member.seenSeq),
    mentions: unreadMentions(member),
    muted: member.muted,
    role: member.role,
    activeAt: room.activeAt,
  };
}

/**
 * A room with its members. Read positions show only when the company has receipts on, and not for
 * people who opted out or muted the room (Zulip's rules); the caller's own always shows.
 */
export function toRoomView(
  room: ChatRoomRecord,
  member: ChatMemberRecord,
  members: ChatMemberRecord[],
  online: ReadonlySet<string>,
  receipts: boolean,
): ChatRoomView {
  const isAdmin = member.role === "admin";
  const group = room.kind === "group";
  const memberViews: ChatMemberView[] = members.map((other) => ({
    userId: other.userId,
    role: other.role,
    online: online.has(other.userId),
    seenSeq: other.userId === member.userId || (receipts && !other.hideReceipts && !other.muted) ? other.seenSeq : null,
  }));
  return {
    ...toRoomSummary(room, member),
    members: memberViews,
    receipts,
    can: { rename: group && isAdmin, manageMembers: group && isAdmin, remove: group && isAdmin, leave: group },
    createdBy: room.createdBy,
    createdAt: room.createdAt,
  };
}

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];

export function toFileView(file: ChatMessageRecord["files"][number]): ChatFileView {
  return { ...file, image: IMAGE_TYPES.includes(file.contentType.split(";")[0]!.trim().toLowerCase()) };
}

export function toMessageView(message: ChatMessageRecord, replyDeleted = false): ChatMessageView {
  return {
    id: message.messageId,
    roomId: message.roomId,
    seq: message.seq,
    senderId: message.senderId,
    content: message.content,
    mentions: message.mentions,
    files: message.files.map(toFileView),
    replyTo: message.replyTo ? { ...message.replyTo, deleted: replyDeleted } : null,
    at: message.createdAt,
    editedAt: message.editedAt ?? null,
    deleted: !!message.deletedAt,
    clientMessageId: message.clientMessageId ?? null,
  };
}
