import { registerEntities } from "../db";
import { ChatFileEntity } from "./file.entity";
import { ChatMemberEntity } from "./member.entity";
import { ChatMessageEntity } from "./message.entity";
import { ChatRoomEntity } from "./room.entity";
import { ChatSendClaimEntity } from "./send-claim.entity";
import { ChatSettingsEntity } from "./settings.entity";

/** The chat's entities under their (global, stable) service keys; the door exports the map. */
export const chatEntities = {
  chatRoom: ChatRoomEntity,
  chatMember: ChatMemberEntity,
  chatMessage: ChatMessageEntity,
  chatSettings: ChatSettingsEntity,
  chatFile: ChatFileEntity,
  chatSendClaim: ChatSendClaimEntity,
};

export type ChatEntities = typeof chatEntities;

declare module "../db/service" {
  // Type-level registration: `db().entities` knows this module's entities.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface EntityRegistry extends ChatEntities {}
}

/** The one Service, for this module's files: importing it from here registers the map above first. */
export const db = registerEntities(chatEntities);
