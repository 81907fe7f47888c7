import type { ErrorStatuses } from "../error-map";

/** Chat (`chat.*`). */
export const chatErrors = {
  "chat.not_found": 404,
  "chat.message_not_found": 404,
  "chat.name_required": 400,
  "chat.name_too_long": 400,
  "chat.empty_message": 400,
  "chat.too_long": 400,
  "chat.too_many_files": 400,
  "chat.bad_file": 400,
  "chat.too_many_members": 400,
  "chat.no_members": 400,
  "chat.bad_member": 400,
  "chat.self_chat": 400,
  "chat.bad_reply": 400,
  "chat.not_admin": 403,
  "chat.not_sender": 403,
  "chat.private_room": 409,
  "chat.last_admin": 409,
  "chat.edit_expired": 409,
  "chat.deleted": 409,
} as const satisfies ErrorStatuses;
