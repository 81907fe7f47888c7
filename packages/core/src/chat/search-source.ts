import type { DomainEvent } from "../events";
import type { SearchDocument, SearchSource } from "../search";
import { authorHitMeta, getUsers, type UserRecord } from "../users";
import { db } from "./entities";
import { personName } from "@intranet/contracts/users";
import { excerptOf, mentionTokenIds, withNames } from "./mentions";
import type { ChatMessageRecord } from "./message.entity";
import { findMessage } from "./messages";
import type { ChatRoomRecord } from "./room.entity";
import { findRoom } from "./store";
import { roomLabel } from "./reader-labels";
export { chatReaderLabels } from "./reader-labels";
import { chatLink } from "./subscriber";
import { plugin } from "./plugin";

/**
 * Chat messages in search, each its own scope (a new message never re-reads its room). A message
 * is read by its room's members: the label `chatroom:<id>`, which `chatReaderLabels` gives a
 * searcher for each room they are in NOW — joining or leaving changes what they find without
 * re-indexing anything. Deleted messages leave search; a deleted room's messages have no readers.
 */
const SCOPE = "chatmsg:";
const scopeOf = (roomId: string, seq: number) => `${SCOPE}${roomId}:${seq}`;

/**
 * A message as found: mentions as "@Name" (the index is shared by readers of every language, so
 * names go in one order, the English one; either order holds the same words to match).
 */
function messageDocument(
  room: ChatRoomRecord,
  message: ChatMessageRecord,
  people: ReadonlyMap<string, UserRecord>,
): SearchDocument[] {
  if (message.deletedAt) return [];
  const named = (text: string) =>
    withNames(text, (userId) => {
      const person = people.get(userId);
      return person && personName(person, "en");
    });
  const text = named(excerptOf(message.content, 2000));
  const author = people.get(message.senderId);
  return [
    {
      type: "message",
      id: `${room.roomId}:${message.seq}`,
      title: named(excerptOf(message.content)) || message.files.map((file) => file.name).join(", "),
      text: { body: text, tags: message.files.map((file) => file.name) },
      readers: [roomLabel(room.roomId)],
      path: chatLink(room.roomId),
      meta: authorHitMeta(author, message.senderId, message.createdAt),
      date: message.createdAt,
    },
  ];
}

/** The authors of the messages and the people they mention, by id. */
async function peopleOf(tenantId: string, messages: ChatMessageRecord[]): Promise<Map<string, UserRecord>> {
  const ids = new Set(messages.flatMap((message) => [message.senderId, ...mentionTokenIds(message.content)]));
  return new Map((await getUsers(tenantId, [...ids])).map((user) => [user.userId, user]));
}

function messagesOf(event: DomainEvent): Array<{ roomId: string; seq: number }> {
  const detail = event.detail as { roomId?: unknown; seq?: unknown };
  return typeof detail.roomId === "string" && typeof detail.seq === "number"
    ? [{ roomId: detail.roomId, seq: detail.seq }]
    : [];
}

export const chatSearchSource: SearchSource = {
  name: "chat",
  events: plugin.searchEvents,
  scopesOf: (event) => messagesOf(event).map(({ roomId, seq }) => scopeOf(roomId, seq)),
  async load(tenantId, scope) {
    const [roomId, seq] = scope.slice(SCOPE.length).split(":");
    const [room, message] = await Promise.all([
      findRoom(tenantId, roomId!),
      findMessage(tenantId, roomId!, Number(seq)),
    ]);
    if (!room || !message) return [];
    return messageDocument(room, message, await peopleOf(tenantId, [message]));
  },
  async *scan(tenantId) {
    let cursor: string | null = null;
    do {
      const page: { data: ChatRoomRecord[]; cursor: string | null } = await db()
        .entities.chatRoom.query.byClient({ clientId: tenantId })
        .go({ cursor, limit: 20 });
      for (const room of page.data) {
        const { data } = await db()
          .entities.chatMessage.query.byRoom({ clientId: tenantId, roomId: room.roomId })
          .go({ pages: "all" });
        // The room's authors and mentioned people in one BatchGet (per 100), not one Get per message.
        const people = await peopleOf(tenantId, data);
        yield data.map((message) => ({
          scope: scopeOf(room.roomId, message.seq),
          docs: messageDocument(room, message, people),
        }));
      }
      cursor = page.cursor;
    } while (cursor);
  },
};
