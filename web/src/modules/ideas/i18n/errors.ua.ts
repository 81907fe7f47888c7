import type { ideasErrors } from "@intranet/contracts/ideas";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof ideasErrors> = {
  "ideas.not_found": "Ідею не знайдено",
  "ideas.no_access": "Це можуть лише отримувачі ідей",
  "ideas.title_required": "Дайте ідеї назву",
  "ideas.process_required": "Вкажіть процес, якого стосується ідея",
  "ideas.flaw_required": "Опишіть, що в ньому не так зараз",
  "ideas.change_required": "Опишіть, що ви пропонуєте змінити",
  "ideas.result_required": "Опишіть очікуваний результат",
  "ideas.too_long": "Задовгий текст",
  "ideas.too_many_files": "До ідеї можна додати не більше 5 файлів",
  "ideas.bad_file": "Файл не знайдено або завантажено не вами",
  "ideas.reason_required": "Вкажіть причину відхилення",
  "ideas.bad_status": "Ідею не можна перевести в цей статус",
  "ideas.text_required": "Напишіть коментар",
  "ideas.too_many_comments": "До цієї ідеї більше не можна писати: досягнуто межі коментарів",
  "ideas.too_many_recipients": "Оберіть не більше 20 отримувачів",
  "ideas.own_idea": "Не можна голосувати за власну ідею",
  "ideas.already_voted": "Ви вже підтримали цю ідею",
  "ideas.not_voted": "Ви ще не підтримали цю ідею",
  "ideas.already_changed": "Ідею тим часом змінили: її оновлено",
  "ideas.send_failed": "Не вдалося надіслати ідею",
};
