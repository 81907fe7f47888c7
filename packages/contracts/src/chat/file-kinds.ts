import type { FileKinds } from "../files/file-kinds";

/**
 * Chat files: their uploader alone through the files API; a room's members download them through
 * the chat, which checks the room (admins are not members of others' private chats).
 */
export const chatFileKinds = { chat: { read: "uploader" } } as const satisfies FileKinds;
