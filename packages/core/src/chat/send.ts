import type { Actor } from "@intranet/contracts";
import type { ChatMessageView, SendChatMessageBody } from "@intranet/contracts/chat";
import { isConditionFailure } from "../db";
import { findFiles } from "../files";
import { connectionsOfUsers } from "../realtime";
import { AppError, newId, requireTenant } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import { pushTo } from "./live";
import { excerptOf, mentionedIds } from "./mentions";
import type { ChatMessageRecord } from "./message.entity";
import { findMessage, lastMessageOf, setLastMessage } from "./messages";
import { claimSend, dropClaim, settleClaim } from "./send-claim";
import { findRoom, membersOf } from "./store";
import { toMessageView } from "./views";

/**
 * POST chat/msg. Reads in parallel (the room, its members — the caller among them —, the files,
 * the message replied to), takes the next number from the room's counter (ADD: two senders never
 * share one) while looking up the members' connections, then writes the message, its files' links,
 * the room's newest message, the sender's read position and the mentioned members' mention sets in
 * parallel, and pushes the message to every member's sockets as soon as it is stored. Nothing is
 * written per member for unread counts.
 * Offline people are notified from the bus (`chat.message_sent`). A send with the SPA's
 * `clientMessageId` claims it first (send-claim.ts): a retry gets the message already stored.
 */
export async function sendMessage(
  actor: Actor,
  body: SendChatMessageBody,
  /** When it was sent: now, but for the demo's history (seeded days back). */
  { at = new Date() }: { at?: Date } = {},
): Promise<ChatMessageView> {
  const clientId = requireTenant(actor);
  const { roomId, content } = body;
  const fileIds = [...new Set(body.files)];
  if (!content && !fileIds.length) throw new AppError("chat.empty_message");
  const key = body.clientMessageId
    ? { clientId, roomId, senderId: actor.userId, clientMessageId: body.clientMessageId }
    : null;
  // Claimed beside the reads: a retried send answers with the message its first attempt stored.
  const claim = key ? claimSend(key) : Promise.resolve(null);
  claim.catch(() => undefined); // awaited below, after the checks
  const [room, members, files, replied] = await Promise.all([
    findRoom(clientId, roomId),
    membersOf(clientId, roomId),
    fileIds.length ? findFiles(clientId, fileIds) : Promise.resolve(new Map()),
    body.replyTo ? findMessage(clientId, roomId, body.replyTo) : Promise.resolve(null),
  ]);
  const memberIds = new Set(members.map(({ userId }) => userId));
  let attached: ChatMessageRecord["files"];
  try {
    if (!room || !memberIds.has(actor.userId)) throw new AppError("chat.not_found");
    attached = fileIds.map((fileId) => {
      const file = files.get(fileId);
      if (!file || file.module !== "chat" || file.uploadedBy !== actor.userId) throw new AppError("chat.bad_file");
      return { fileId, name: file.name, size: file.size, contentType: file.contentType };
    });
    if (body.replyTo && (!replied || replied.deletedAt)) throw new AppError("chat.bad_reply");
  } catch (refusal) {
    if (key && (await claim.catch(() => undefined)) === null) await dropClaim(key);
    throw refusal;
  }
  const earlier = await claim;
  if (earlier !== null) return sentBefore(clientId, roomId, earlier);

  // Looked up while the message is numbered and stored, so the push waits only for the store.
  const connections = connectionsOfUsers(clientId, [...memberIds]);
  connections.catch(() => undefined); // awaited below; a send refused meanwhile leaves no unhandled rejection
  const seq = await nextNumber(clientId, roomId);
  const message: ChatMessageRecord = {
    clientId,
    roomId,
    seq,
    messageId: newId(),
    senderId: actor.userId,
    content,
    mentions: mentionedIds(content, memberIds, actor.userId),
    files: attached,
    ...(replied
      ? { replyTo: { seq: replied.seq, senderId: replied.senderId, excerpt: excerptOf(replied.content) } }
      : {}),
    ...(body.clientMessageId ? { clientMessageId: body.clientMessageId } : {}),
    createdAt: at.toISOString(),
  };
  const view = toMessageView(message);
  const { chatMessage, chatFile, chatMember } = db().entities;
  const stored = chatMessage
    .create(message)
    .go({ response: "none" })
    .then(async () => pushTo(clientId, [...memberIds], { type: "chat.message", message: view }, await connections));
  await Promise.all([
    stored,
    attached.length
      ? chatFile.put(attached.map(({ fileId }) => ({ clientId, roomId, fileId, seq }))).go()
      : Promise.resolve(),
    setLastMessage(clientId, roomId, lastMessageOf(message)),
    key ? settleClaim(key, seq) : Promise.resolve(),
    chatMember
      .patch({ clientId, roomId, userId: actor.userId })
      .set({ seenSeq: seq })
      .where((attributes, { lt }) => lt(attributes.seenSeq, seq))
      .go({ response: "none" })
      .catch(ignoreConditionFailure),
    ...message.mentions.map((userId) =>
      chatMember
        .patch({ clientId, roomId, userId })
        .add({ mentionSeqs: [seq] })
        .go({ response: "none" }),
    ),
  ]);
  await publish({ type: "chat.message_sent", tenantId: clientId, detail: { roomId, seq } });
  return view;
}

/** What the first attempt of a retried send stored (as its answer gave it). */
async function sentBefore(clientId: string, roomId: string, seq: number): Promise<ChatMessageView> {
  const message = await findMessage(clientId, roomId, seq);
  if (!message) throw new AppError("chat.not_found");
  return toMessageView(message);
}

/** The room's next message number: ADD 1, answered with the new value (only on an existing room). */
async function nextNumber(clientId: string, roomId: string): Promise<number> {
  const updated = await db()
    .entities.chatRoom.patch({ clientId, roomId })
    .add({ lastSeq: 1 })
    .go({ response: "updated_new" })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new AppError("chat.not_found");
      throw error;
    });
  return updated.data.lastSeq!;
}

/** A position already further on (the sender read newer messages meanwhile) stays. */
function ignoreConditionFailure(error: unknown): void {
  if (!isConditionFailure(error)) throw error;
}
