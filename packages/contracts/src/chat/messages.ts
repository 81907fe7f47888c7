import type { ErrorMessages } from "../error-map";
import type { chatErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const chatErrorMessages: ErrorMessages<typeof chatErrors> = {
  "chat.not_found": "Chat not found",
  "chat.message_not_found": "Message not found",
  "chat.name_required": "Name the chat",
  "chat.name_too_long": "The chat's name is too long (at most 100 characters)",
  "chat.empty_message": "Write a message or attach a file",
  "chat.too_long": "The message is too long (at most 4,000 characters)",
  "chat.too_many_files": "At most 10 files in one message",
  "chat.bad_file": "A file of the message was not uploaded by you for the chat",
  "chat.too_many_members": "Too many members (a chat has at most 500, add at most 50 at once)",
  "chat.no_members": "Choose whom to add",
  "chat.bad_member": "A member is not an active employee with access to chats",
  "chat.self_chat": "A private chat is with someone else",
  "chat.bad_reply": "The message replied to is not in this chat",
  "chat.not_admin": "Only the chat's admins may do this",
  "chat.not_sender": "Only the sender may change a message",
  "chat.private_room": "A private chat has no name, admins or other members",
  "chat.last_admin": "Name another admin before the last one leaves",
  "chat.edit_expired": "A message can be edited for 24 hours after it was sent",
  "chat.deleted": "The message was deleted",
};
