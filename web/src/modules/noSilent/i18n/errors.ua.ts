import type { noSilentErrors } from "@intranet/contracts/noSilent";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof noSilentErrors> = {
  "reports.not_found": "Повідомлення не знайдено",
  "reports.code_not_found": "Повідомлення з таким кодом немає: перевірте код і спробуйте ще раз",
  "reports.no_access": "Це можуть лише отримувачі повідомлень",
  "reports.name_or_anonymous": "Вкажіть ім'я або оберіть анонімне надсилання",
  "reports.description_required": "Детально опишіть, що сталося",
  "reports.text_required": "Напишіть повідомлення",
  "reports.too_long": "Задовгий текст",
  "reports.too_many_files": "До повідомлення можна додати не більше 3 файлів",
  "reports.files_too_large": "Файли повідомлення — не більше 4 МБ разом",
  "reports.bad_file": "Не вдалося прочитати файл",
  "reports.bad_file_type": "Додавайте зображення (JPEG, PNG) або документи PDF",
  "reports.bad_status": "Невідомий статус",
  "reports.too_many_messages": "У цьому зверненні більше не можна писати: досягнуто межі повідомлень",
  "reports.too_many_recipients": "Оберіть не більше 20 отримувачів",
  "reports.already_changed": "Повідомлення тим часом змінили: його оновлено",
  "reports.send_failed": "Не вдалося надіслати повідомлення",
};
