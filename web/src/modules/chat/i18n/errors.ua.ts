import type { chatErrors } from "@intranet/contracts/chat";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof chatErrors> = {
  "chat.not_found": "Чат не знайдено",
  "chat.message_not_found": "Повідомлення не знайдено",
  "chat.name_required": "Назвіть чат",
  "chat.name_too_long": "Задовга назва чату (не більше 100 символів)",
  "chat.empty_message": "Напишіть повідомлення або додайте файл",
  "chat.too_long": "Повідомлення задовге (не більше 4 000 символів)",
  "chat.too_many_files": "Не більше 10 файлів в одному повідомленні",
  "chat.bad_file": "Файл повідомлення завантажено не вами або не для чату",
  "chat.too_many_members": "Забагато учасників (у чаті до 500, за раз можна додати до 50)",
  "chat.no_members": "Оберіть, кого додати",
  "chat.bad_member": "Учасник — не чинний співробітник із доступом до чатів",
  "chat.self_chat": "Особистий чат — з іншою людиною",
  "chat.bad_reply": "Повідомлення, на яке ви відповідаєте, не з цього чату",
  "chat.not_admin": "Це можуть лише адміністратори чату",
  "chat.not_sender": "Змінити повідомлення може лише його автор",
  "chat.private_room": "В особистого чату немає назви, адміністраторів та інших учасників",
  "chat.last_admin": "Призначте іншого адміністратора, перш ніж останній вийде",
  "chat.edit_expired": "Повідомлення можна змінити протягом 24 годин після надсилання",
  "chat.deleted": "Повідомлення видалено",
};
