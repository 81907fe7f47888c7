import type { chatErrors } from "@intranet/contracts/chat";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof chatErrors> = {
  "chat.not_found": "Чат не найден",
  "chat.message_not_found": "Сообщение не найдено",
  "chat.name_required": "Назовите чат",
  "chat.name_too_long": "Слишком длинное название чата (не больше 100 символов)",
  "chat.empty_message": "Напишите сообщение или приложите файл",
  "chat.too_long": "Сообщение слишком длинное (не больше 4 000 символов)",
  "chat.too_many_files": "Не больше 10 файлов в одном сообщении",
  "chat.bad_file": "Файл сообщения загружен не вами или не для чата",
  "chat.too_many_members": "Слишком много участников (в чате до 500, за раз можно добавить до 50)",
  "chat.no_members": "Выберите, кого добавить",
  "chat.bad_member": "Участник — не действующий сотрудник с доступом к чатам",
  "chat.self_chat": "Личный чат — с другим человеком",
  "chat.bad_reply": "Сообщение, на которое вы отвечаете, не из этого чата",
  "chat.not_admin": "Это могут только администраторы чата",
  "chat.not_sender": "Изменить сообщение может только его автор",
  "chat.private_room": "У личного чата нет названия, администраторов и других участников",
  "chat.last_admin": "Назначьте другого администратора, прежде чем последний выйдет",
  "chat.edit_expired": "Сообщение можно изменить в течение 24 часов после отправки",
  "chat.deleted": "Сообщение удалено",
};
