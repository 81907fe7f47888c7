import { chatMemberRoles } from "@intranet/contracts/chat";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A person in a room: their role, their read position and their unread mentions. Access patterns:
 * - one membership: Get pk = clientId + roomId, sk = userId (every call checks the caller's);
 * - a room's members: Query the room's partition (members' sk prefix);
 * - a person's rooms: Query gsi1 pk = clientId + userId (the room list, then one BatchGet of rooms).
 * Counters are O(1) to read and exact: unread = room.lastSeq − seenSeq (nothing is written per
 * member when a message is sent); `mentionSeqs` is a number set a send ADDs its number to, so
 * mentions = how many of them are above seenSeq; reading DELETEs the ones it passed.
 * `hideReceipts` copies the person's opt-out so a room's receipts are one Query (muted members hide
 * theirs too: the views read `muted` beside it).
 */
export const ChatMemberEntity = defineEntity({
  model: { entity: "chatmember", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    roomId: { type: "string", required: true },
    userId: { type: "string", required: true },
    role: { type: chatMemberRoles, required: true },
    seenSeq: { type: "number", required: true, default: 0 },
    mentionSeqs: { type: "set", items: "number" },
    muted: { type: "boolean", required: true, default: false },
    hideReceipts: { type: "boolean", required: true, default: false },
    joinedAt: { type: "string", required: true },
  },
  indexes: {
    byRoom: {
      pk: { field: "pk", composite: ["clientId", "roomId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byPerson: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi1sk", composite: ["roomId"] },
    },
  },
});

export type ChatMemberRecord = EntityItem<typeof ChatMemberEntity>;
