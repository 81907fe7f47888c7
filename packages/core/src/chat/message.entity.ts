import { attachedFileProperties } from "../files";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A message (product-spec §3 Message) in its room's partition, sorted by its number: a history
 * page is one Query (newest first, `lt` the page's cursor), what was missed one Query (`gt` the
 * last number held). Numbers come from the room's counter (room.entity.ts), so every member sees
 * one order. A deleted message keeps its place (content and files cleared, `deletedAt` set).
 */
export const ChatMessageEntity = defineEntity({
  model: { entity: "chatmessage", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    roomId: { type: "string", required: true },
    seq: { type: "number", required: true, padding: { length: 12, char: "0" } },
    messageId: { type: "string", required: true },
    senderId: { type: "string", required: true },
    content: { type: "string", required: true },
    mentions: { type: "list", items: { type: "string" }, required: true },
    files: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: attachedFileProperties,
      },
    },
    replyTo: {
      type: "map",
      properties: {
        seq: { type: "number", required: true },
        senderId: { type: "string", required: true },
        excerpt: { type: "string", required: true },
      },
    },
    clientMessageId: { type: "string" },
    createdAt: { type: "string", required: true },
    editedAt: { type: "string" },
    deletedAt: { type: "string" },
  },
  indexes: {
    byRoom: {
      pk: { field: "pk", composite: ["clientId", "roomId"] },
      sk: { field: "sk", composite: ["seq"] },
    },
  },
});

export type ChatMessageRecord = EntityItem<typeof ChatMessageEntity>;
