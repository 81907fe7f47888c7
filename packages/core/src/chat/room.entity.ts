import { chatRoomKinds } from "@intranet/contracts/chat";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A chat room (product-spec §3 Chat room): a group, or the private chat of two people (its id is
 * derived from the pair, so "find or create" is one conditional put). Its partition
 * `clientId + roomId` is an item collection: the room (sk `$chatroom_1`), its members
 * (member.entity.ts) and its messages (message.entity.ts), so a deletion's purge is one key's Query.
 * Access patterns: by id (Get; the room list BatchGets the person's rooms); every room of a company
 * (Query gsi2 pk = clientId: search's re-index).
 * `lastSeq` is the room's message counter: a send ADDs 1 and uses the number it gets back, so two
 * sends never share a number whoever sends at once. `lastMessage` is set only by a message with a
 * higher number than the one it holds (a condition), so it is the newest whatever order writes land in.
 */
export const ChatRoomEntity = defineEntity({
  model: { entity: "chatroom", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    roomId: { type: "string", required: true },
    kind: { type: chatRoomKinds, required: true },
    /** A group's name ("" for a private chat). */
    name: { type: "string", required: true },
    /** A private chat's two people. */
    pair: { type: "list", items: { type: "string" } },
    createdBy: { type: "string", required: true },
    memberCount: { type: "number", required: true, default: 0 },
    lastSeq: { type: "number", required: true, default: 0 },
    lastMessageSeq: { type: "number", required: true, default: 0 },
    lastMessage: {
      type: "map",
      properties: {
        seq: { type: "number", required: true },
        senderId: { type: "string", required: true },
        excerpt: { type: "string", required: true },
        files: { type: "number", required: true },
        deleted: { type: "boolean", required: true },
        at: { type: "string", required: true },
      },
    },
    /** The newest message's time, or the creation's: the room list's order. */
    activeAt: { type: "string", required: true },
    createdAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "roomId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["roomId"] },
    },
  },
});

export type ChatRoomRecord = EntityItem<typeof ChatRoomEntity>;
