import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A file sent in a room, in the room's partition: the download route checks the file belongs to the
 * room (Get pk = clientId + roomId, sk = fileId) before it signs a link, so a member of one room
 * cannot fetch another room's file by its id. Written with its message, deleted with it.
 */
export const ChatFileEntity = defineEntity({
  model: { entity: "chatfile", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    roomId: { type: "string", required: true },
    fileId: { type: "string", required: true },
    seq: { type: "number", required: true },
  },
  indexes: {
    byRoom: {
      pk: { field: "pk", composite: ["clientId", "roomId"] },
      sk: { field: "sk", composite: ["fileId"] },
    },
  },
});

export type ChatFileRecord = EntityItem<typeof ChatFileEntity>;
