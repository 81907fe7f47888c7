/** The chat module's door: what other modules and packages may use. */
export { chatEntities } from "./entities";
export { type ChatEvent, type ChatEventDetails, chatEventTypes } from "./events";
export { chatFileUrl } from "./files";
export { addMembers, removeMember, setMemberRole, setMuted } from "./members";
export { deleteMessage, editMessage, history } from "./messages";
export { unwatchChat, watchChat } from "./presence";
export { privateRoomId } from "./private-room";
export { createRoom, getRoom, listRooms, removeRoom, renameRoom } from "./rooms";
export { chatReaderLabels, chatSearchSource } from "./search-source";
export { markSeen } from "./seen";
export { sendMessage } from "./send";
export { chatSettings, setCompanyReceipts, setMyReceipts } from "./settings";
export { chatLink, handleChatEvent } from "./subscriber";
export { announceTyping } from "./typing";
