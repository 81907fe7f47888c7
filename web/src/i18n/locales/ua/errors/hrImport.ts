import type { hrImportErrors } from "@intranet/contracts/hrImport";
import type { ErrorTexts } from "../../../types";

export const hrImport: ErrorTexts<typeof hrImportErrors> = {
  "hrimport.file_unreadable": "Не вдалося прочитати файл: завантажте файл XLSX або CSV",
  "hrimport.columns_missing": "У першому рядку файлу мають бути назви стовпців, щонайменше {{columns}}",
  "hrimport.too_many_rows": "У файлі більше ніж {{max}} рядків",
  "hrimport.wrong_file": "Цей файл завантажено не для імпорту з кадрової системи",
  "hrimport.bad_rows": "Рядків з помилками: {{count}}. Виправте їх або оберіть «пропустити рядки з помилками»",
  "hrimport.not_imported": "Цього співробітника не імпортували з кадрової системи",
  "hrimport.duplicate_in_file": "Таке саме значення є в іншому рядку файлу",
  "hrimport.ambiguous_match": "Рядок підходить до двох різних співробітників",
  "hrimport.email_required": "Для нового співробітника потрібен email",
  "hrimport.personnel_number_taken": "Цей табельний номер належить іншому співробітнику",
  "hrimport.parent_unknown":
    "Батьківський підрозділ не знайдено ні серед рядків файлу, ні серед підрозділів цієї структури",
  "hrimport.parent_cycle": "Батьківські підрозділи рядків утворюють замкнене коло",
  "hrimport.parent_bad": "Рядок батьківського підрозділу не можна імпортувати",
  "hrimport.head_unknown": "Жоден співробітник компанії не має такого табельного номера або email",
  "hrimport.ambiguous_department": "Таку назву мають кілька підрозділів: вкажіть підрозділ за кодом",
};
