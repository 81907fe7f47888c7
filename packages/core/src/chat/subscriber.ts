import * as z from "zod/mini";
import { discardFile } from "../files";
import { personName } from "@intranet/contracts/users";
import { notify, readerLanguage, tenantLanguage } from "../notifications";
import { getUsers } from "../users";
import { db } from "./entities";
import { PRESENCE_CHANGED } from "../realtime";
import { onlineAmong } from "./live";
import { excerptOf, mentionTokenIds, withNames } from "./mentions";
import { findMessage } from "./messages";
import { sharePresence } from "./presence";
import { findRoom, membersOf } from "./store";

/**
 * The chat's bus subscriber (never the request path, which already pushed the message live):
 * - `chat.message_sent`: people with no live connection who were mentioned, or whose private chat
 *   it is, are notified (section `chat`, their channels); a muted room notifies only mentions. A
 *   dedupe key per message and person makes a redelivery notify nobody twice.
 * - `chat.room_deleted`: the room's members, messages and files are purged (idempotent; a room
 *   found again is left alone).
 * - `realtime.presence_changed`: sockets watching a room the person is in hear it (presence.ts).
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const sent = z.object({ tenantId: id, roomId: id, seq: z.number() });
const deleted = z.object({ tenantId: id, roomId: id });
const presence = z.object({ tenantId: id, userId: id });

export async function handleChatEvent(type: string, detail: unknown): Promise<string> {
  if (type === "chat.message_sent") {
    const parsed = sent.safeParse(detail);
    return parsed.success ? notifyOffline(parsed.data) : "ignored";
  }
  if (type === "chat.room_deleted") {
    const parsed = deleted.safeParse(detail);
    return parsed.success ? purgeRoom(parsed.data.tenantId, parsed.data.roomId) : "ignored";
  }
  if (type === PRESENCE_CHANGED) {
    const parsed = presence.safeParse(detail);
    return parsed.success ? sharePresence(parsed.data.tenantId, parsed.data.userId) : "ignored";
  }
  return "ignored";
}

export const chatLink = (roomId: string) => `/chat/${roomId}`;

async function notifyOffline({ tenantId: clientId, roomId, seq }: z.infer<typeof sent>): Promise<string> {
  const [room, message, members] = await Promise.all([
    findRoom(clientId, roomId),
    findMessage(clientId, roomId, seq),
    membersOf(clientId, roomId),
  ]);
  if (!room || !message || message.deletedAt) return "ignored";
  const mentioned = new Set(message.mentions);
  const concerned = members.filter(
    (member) =>
      member.userId !== message.senderId &&
      (mentioned.has(member.userId) || (room.kind === "private" && !member.muted)),
  );
  if (!concerned.length) return "notified 0";
  const online = await onlineAmong(
    clientId,
    concerned.map(({ userId }) => userId),
  );
  const offline = concerned.filter(({ userId }) => !online.has(userId));
  const recipients = offline.map(({ userId }) => userId);
  if (!recipients.length) return "notified 0";
  // Mentioned names go in each reader's language order ("@Ben Bell", "@Bell Ben"): one call per language.
  const [people, companyLanguage] = await Promise.all([
    getUsers(clientId, [...new Set([...recipients, ...mentionTokenIds(message.content)])]),
    tenantLanguage(clientId),
  ]);
  const byId = new Map(people.map((person) => [person.userId, person]));
  const byLanguage = new Map<string, string[]>();
  for (const userId of recipients) {
    const language = readerLanguage(byId.get(userId) ?? {}, companyLanguage);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), userId]);
  }
  let notified = 0;
  for (const [language, readers] of byLanguage) {
    const nameOf = (userId: string) => {
      const person = byId.get(userId);
      return person && personName(person, language);
    };
    const excerpt =
      message.files.length && !message.content
        ? `📎 ${message.files[0]!.name}`
        : withNames(excerptOf(message.content), nameOf);
    const result = await notify(clientId, readers, {
      section: "chat",
      kind: "chat",
      link: chatLink(roomId),
      actorId: message.senderId,
      now: Date.parse(message.createdAt),
      dedupeKey: `chat.message:${message.messageId}`,
      ...(room.kind === "private"
        ? { template: "chat.private", variables: { excerpt } }
        : { template: "chat.mention", variables: { room: room.name, excerpt } }),
    });
    notified += result.notified.length;
  }
  return `notified ${notified}`;
}

/** Members, messages and files of a deleted room, a page at a time. */
async function purgeRoom(clientId: string, roomId: string): Promise<string> {
  if (await findRoom(clientId, roomId)) return "ignored";
  const { chatMember, chatMessage, chatFile } = db().entities;
  let removed = 0;
  for (;;) {
    const { data } = await chatFile.query.byRoom({ clientId, roomId }).go({ limit: 100 });
    if (!data.length) break;
    await Promise.all(data.map(({ fileId }) => discardFile(clientId, fileId)));
    await chatFile.delete(data.map(({ fileId }) => ({ clientId, roomId, fileId }))).go();
  }
  for (;;) {
    const { data } = await chatMessage.query.byRoom({ clientId, roomId }).go({ limit: 100 });
    if (!data.length) break;
    await chatMessage.delete(data.map(({ seq }) => ({ clientId, roomId, seq }))).go();
    removed += data.length;
  }
  for (;;) {
    const { data } = await chatMember.query.byRoom({ clientId, roomId }).go({ limit: 100 });
    if (!data.length) break;
    await chatMember.delete(data.map(({ userId }) => ({ clientId, roomId, userId }))).go();
  }
  return `purged ${removed} messages`;
}
