import type { ChatMemberRole, ChatRoomKind } from "./schemas";

/** The newest message of a room, for the room list. */
export interface ChatLastMessage {
  seq: number;
  senderId: string;
  /** The text's start (plain); "" for a files-only or deleted message. */
  excerpt: string;
  files: number;
  deleted: boolean;
  at: string;
}

/** A room in the caller's list. */
export interface ChatRoomSummary {
  id: string;
  kind: ChatRoomKind;
  /** A group's name; a private chat's is the other person's (the SPA writes it from `peerId`). */
  name: string;
  /** The other person of a private chat. */
  peerId: string | null;
  memberCount: number;
  /** The room's newest message number (0: none yet). */
  lastSeq: number;
  lastMessage: ChatLastMessage | null;
  /** The caller's read position: unread = lastSeq − seenSeq. */
  seenSeq: number;
  unread: number;
  /** Unread messages that mention the caller. */
  mentions: number;
  muted: boolean;
  role: ChatMemberRole;
  /** Last activity (the newest message, or the room's creation): the list's order. */
  activeAt: string;
  /**
   * In the room list only: a private chat's other person has a live connection now (`chat.presence`
   * keeps it current while the chat is open).
   */
  online?: boolean;
}

export interface ChatRoomList {
  items: ChatRoomSummary[];
  /** Rooms with unread messages that are not muted, or that mention the caller: the menu's badge. */
  unreadRooms: number;
}

export interface ChatMemberView {
  userId: string;
  role: ChatMemberRole;
  /** Has a live connection now. */
  online: boolean;
  /** Read position for receipts; null when receipts are off (company, this person, or muted). */
  seenSeq: number | null;
}

export interface ChatRoomView extends ChatRoomSummary {
  members: ChatMemberView[];
  /** Read receipts show in this room (the company's switch). */
  receipts: boolean;
  can: { rename: boolean; manageMembers: boolean; remove: boolean; leave: boolean };
  createdBy: string;
  createdAt: string;
}

export interface ChatFileView {
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  /** An image the SPA previews (through the download route). */
  image: boolean;
}

export interface ChatMessageView {
  id: string;
  roomId: string;
  /** The message's number in its room: every member sees the same order. */
  seq: number;
  senderId: string;
  content: string;
  /** People mentioned in the text. */
  mentions: string[];
  files: ChatFileView[];
  replyTo: { seq: number; senderId: string; excerpt: string; deleted: boolean } | null;
  at: string;
  editedAt: string | null;
  deleted: boolean;
  /** The sender's id for this send (their SPA matches its pending copy). */
  clientMessageId: string | null;
}

/** Newest first; `cursor` is the `before` of the next older page (null: the start of the room). */
export interface ChatHistoryPage {
  items: ChatMessageView[];
  cursor: number | null;
  lastSeq: number;
}

export interface ChatSettingsView {
  /** The company's switch of read receipts. */
  receipts: boolean;
  /** The caller shares when they have read (their own opt-out). */
  shareReceipts: boolean;
}
