import type { Actor } from "@intranet/contracts";
import {
  chatLimits,
  type ChatHistoryPage,
  type ChatHistoryQuery,
  type ChatLastMessage,
  type ChatMessageView,
} from "@intranet/contracts/chat";
import { isConditionFailure } from "../db";
import { discardFile } from "../files";
import { AppError } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import { pushTo } from "./live";
import { excerptOf, mentionedIds } from "./mentions";
import type { ChatMessageRecord } from "./message.entity";
import { membersOf, requireMembership } from "./store";
import { toMessageView } from "./views";

export async function findMessage(clientId: string, roomId: string, seq: number): Promise<ChatMessageRecord | null> {
  const { data } = await db().entities.chatMessage.get({ clientId, roomId, seq }).go();
  return data ?? null;
}

export function lastMessageOf(message: ChatMessageRecord): ChatLastMessage {
  return {
    seq: message.seq,
    senderId: message.senderId,
    excerpt: message.deletedAt ? "" : excerptOf(message.content),
    files: message.files.length,
    deleted: !!message.deletedAt,
    at: message.createdAt,
  };
}

/**
 * The room's newest message, written only over an older one (or the same one, changed): sends that
 * land out of order never leave an older message on top.
 */
export async function setLastMessage(clientId: string, roomId: string, last: ChatLastMessage): Promise<void> {
  await db()
    .entities.chatRoom.patch({ clientId, roomId })
    .set({ lastMessage: last, lastMessageSeq: last.seq, activeAt: last.at })
    .where((attributes, { lte }) => lte(attributes.lastMessageSeq, last.seq))
    .go({ response: "none" })
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/**
 * GET room/{id}/msgs: one BatchGet (the room and the caller's membership) and ONE Query of the
 * room's messages, whatever the room's size: newest first `before` a number, or the ones `after`
 * a number (what a reconnecting member missed, oldest first in the Query, answered newest first).
 */
export async function history(actor: Actor, roomId: string, query: ChatHistoryQuery): Promise<ChatHistoryPage> {
  const { clientId, room } = await requireMembership(actor, roomId);
  const limit = query.limit ?? chatLimits.pageSize;
  const messages = db().entities.chatMessage.query.byRoom({ clientId, roomId });
  if (query.after !== undefined) {
    const { data } = await messages.gt({ seq: query.after }).go({ limit: limit + 1, order: "asc" });
    // Pages forward end at the room's lastSeq: the caller asks again after the newest it got.
    const items = data.slice(0, limit).reverse();
    return { items: withReplies(items), cursor: null, lastSeq: room.lastSeq };
  }
  const range = query.before !== undefined ? messages.lt({ seq: query.before }) : messages;
  const { data } = await range.go({ limit: limit + 1, order: "desc" });
  const items = data.slice(0, limit);
  return {
    items: withReplies(items),
    cursor: data.length > limit ? items.at(-1)!.seq : null,
    lastSeq: room.lastSeq,
  };
}

/** Views of a page; a reply to a message of the same page that was deleted says so. */
function withReplies(items: ChatMessageRecord[]): ChatMessageView[] {
  const deleted = new Set(items.filter((message) => message.deletedAt).map((message) => message.seq));
  return items.map((message) => toMessageView(message, !!message.replyTo && deleted.has(message.replyTo.seq)));
}

/**
 * The caller's own message, not deleted (`chat.message_not_found`, `chat.not_sender`, `chat.deleted`):
 * read with the room and the membership in one BatchGet.
 */
async function ownMessage(actor: Actor, roomId: string, seq: number) {
  const { clientId, room, message } = await requireMembership(actor, roomId, seq);
  if (!message) throw new AppError("chat.message_not_found");
  if (message.senderId !== actor.userId) throw new AppError("chat.not_sender");
  if (message.deletedAt) throw new AppError("chat.deleted");
  return { clientId, room, message };
}

/** PUT chat/room/{id}/msgs/{seq}: the sender edits the text within 24 hours; members see it live. */
export async function editMessage(
  actor: Actor,
  roomId: string,
  seq: number,
  content: string,
): Promise<ChatMessageView> {
  const { clientId, room, message } = await ownMessage(actor, roomId, seq);
  if (Date.now() - Date.parse(message.createdAt) > chatLimits.editWindowMs) throw new AppError("chat.edit_expired");
  if (!content && !message.files.length) throw new AppError("chat.empty_message");
  const members = await membersOf(clientId, roomId);
  const edited: ChatMessageRecord = {
    ...message,
    content,
    mentions: mentionedIds(content, new Set(members.map(({ userId }) => userId)), actor.userId),
    editedAt: new Date().toISOString(),
  };
  await writeChange(edited, ["content", "mentions", "editedAt"]);
  await publish({ type: "chat.message_changed", tenantId: clientId, detail: { roomId, seq } });
  return announce(clientId, members, room.lastMessageSeq, edited);
}

/**
 * DELETE chat/room/{id}/msgs/{seq}: the sender deletes a message; its place stays ("Message
 * deleted"), its text and files go (the files from storage too).
 */
export async function deleteMessage(actor: Actor, roomId: string, seq: number): Promise<ChatMessageView> {
  const { clientId, room, message } = await ownMessage(actor, roomId, seq);
  const deleted: ChatMessageRecord = {
    ...message,
    content: "",
    mentions: [],
    files: [],
    deletedAt: new Date().toISOString(),
  };
  await writeChange(deleted, ["content", "mentions", "files", "deletedAt"]);
  await publish({ type: "chat.message_changed", tenantId: clientId, detail: { roomId, seq } });
  await Promise.all(
    message.files.map(async ({ fileId }) => {
      await db().entities.chatFile.delete({ clientId, roomId, fileId }).go({ response: "none" });
      await discardFile(clientId, fileId);
    }),
  );
  const members = await membersOf(clientId, roomId);
  return announce(clientId, members, room.lastMessageSeq, deleted);
}

/** The changed fields, only while the message is still not deleted (a delete racing an edit wins). */
async function writeChange(message: ChatMessageRecord, fields: Array<keyof ChatMessageRecord>): Promise<void> {
  const { clientId, roomId, seq } = message;
  const changes = Object.fromEntries(fields.map((field) => [field, message[field]]));
  await db()
    .entities.chatMessage.patch({ clientId, roomId, seq })
    .set(changes)
    .where((attributes, { notExists }) => notExists(attributes.deletedAt))
    .go({ response: "none" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("chat.deleted");
      throw error;
    });
}

/** Members see the change live; the room list's line follows when it is the newest message. */
async function announce(
  clientId: string,
  members: Array<{ userId: string }>,
  lastMessageSeq: number,
  message: ChatMessageRecord,
): Promise<ChatMessageView> {
  const view = toMessageView(message);
  await Promise.all([
    message.seq === lastMessageSeq
      ? setLastMessage(clientId, message.roomId, lastMessageOf(message))
      : Promise.resolve(),
    pushTo(
      clientId,
      members.map(({ userId }) => userId),
      { type: "chat.message_changed", message: view },
    ),
  ]);
  return view;
}
