import {
  chatRoutes as routes,
  type ChatHistoryQuery,
  type CreateChatRoomBody,
  type SendChatMessageBody,
} from "@intranet/contracts/chat";
import { callRoute } from "../../api/client";

/** TanStack Query keys of the chat: the room list (also the menu badge's), one room, a file's link, the settings. */
export const chatKeys = {
  rooms: (client: string) => ["chat", "rooms", client] as const,
  room: (id: string) => ["chat", "room", id] as const,
  file: (room: string, file: string) => ["chat", "file", room, file] as const,
  settings: (client: string) => ["chat", "settings", client] as const,
};

/** The chat's calls (rules-calls-errors-spec §7 Chat), from contracts/chat/routes.ts. */
export const chatApi = {
  rooms: (client: string) => callRoute(routes.rooms, { params: { client } }, { no_show: true }),
  room: (id: string) => callRoute(routes.room, { params: { id } }, { navigation: true }),
  create: (body: CreateChatRoomBody) => callRoute(routes.create, { body }),
  rename: (roomId: string, name: string) => callRoute(routes.rename, { body: { roomId, name } }),
  remove: (id: string) => callRoute(routes.remove, { params: { id } }),
  addMembers: (id: string, userIds: string[]) => callRoute(routes.addMembers, { params: { id }, body: { userIds } }),
  setRole: (id: string, user: string, role: "admin" | "member") =>
    callRoute(routes.setRole, { params: { id, user }, body: { role } }),
  removeMember: (id: string, user: string) => callRoute(routes.removeMember, { params: { id, user } }),
  mute: (id: string, muted: boolean) => callRoute(routes.membership, { params: { id }, body: { muted } }),
  /** Quiet: a read position that failed to save is sent again with the next message seen. */
  seen: (id: string, seq: number) => callRoute(routes.seen, { params: { id }, body: { seq } }, { no_show: true }),
  history: (id: string, query: ChatHistoryQuery) => callRoute(routes.history, { params: { id }, query }),
  /** Quiet: a failed message stays in the conversation with "Retry". */
  send: (body: SendChatMessageBody) => callRoute(routes.send, { body }, { no_show: true }),
  edit: (id: string, seq: number, content: string) =>
    callRoute(routes.edit, { params: { id, seq }, body: { content } }),
  deleteMessage: (id: string, seq: number) => callRoute(routes.deleteMessage, { params: { id, seq } }),
  file: (id: string, file: string) => callRoute(routes.file, { params: { id, file } }, { no_show: true }),
  settings: (client: string) => callRoute(routes.settings, { params: { client } }),
  companySettings: (client: string, receipts: boolean) =>
    callRoute(routes.companySettings, { params: { client }, body: { receipts } }),
  mySettings: (client: string, shareReceipts: boolean) =>
    callRoute(routes.mySettings, { params: { client }, body: { shareReceipts } }),
};
