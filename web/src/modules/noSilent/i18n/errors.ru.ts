import type { noSilentErrors } from "@intranet/contracts/noSilent";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof noSilentErrors> = {
  "reports.not_found": "Сообщение не найдено",
  "reports.code_not_found": "Сообщения с таким кодом нет: проверьте код и попробуйте снова",
  "reports.no_access": "Это могут только получатели сообщений",
  "reports.name_or_anonymous": "Укажите имя или выберите анонимную отправку",
  "reports.description_required": "Подробно опишите, что произошло",
  "reports.text_required": "Напишите сообщение",
  "reports.too_long": "Слишком длинный текст",
  "reports.too_many_files": "К сообщению можно приложить не больше 3 файлов",
  "reports.files_too_large": "Файлы сообщения — не больше 4 МБ вместе",
  "reports.bad_file": "Не удалось прочитать файл",
  "reports.bad_file_type": "Прикладывайте изображения (JPEG, PNG) или документы PDF",
  "reports.bad_status": "Неизвестный статус",
  "reports.too_many_messages": "В этом обращении больше нельзя писать: достигнут предел сообщений",
  "reports.too_many_recipients": "Выберите не больше 20 получателей",
  "reports.already_changed": "Сообщение тем временем изменили: оно обновлено",
  "reports.send_failed": "Не удалось отправить сообщение",
};
