import type { hrImportErrors } from "@intranet/contracts/hrImport";
import type { ErrorTexts } from "../../../types";

export const hrImport: ErrorTexts<typeof hrImportErrors> = {
  "hrimport.file_unreadable": "Не удалось прочитать файл: загрузите файл XLSX или CSV",
  "hrimport.columns_missing": "В первой строке файла должны быть названия столбцов, как минимум {{columns}}",
  "hrimport.too_many_rows": "В файле больше {{max}} строк",
  "hrimport.wrong_file": "Этот файл загружен не для импорта из кадровой системы",
  "hrimport.bad_rows": "Строк с ошибками: {{count}}. Исправьте их или выберите «пропустить строки с ошибками»",
  "hrimport.not_imported": "Этот сотрудник не импортировался из кадровой системы",
  "hrimport.duplicate_in_file": "Такое же значение есть в другой строке файла",
  "hrimport.ambiguous_match": "Строка подходит к двум разным сотрудникам",
  "hrimport.email_required": "Для нового сотрудника нужен email",
  "hrimport.personnel_number_taken": "Этот табельный номер принадлежит другому сотруднику",
  "hrimport.parent_unknown": "Родитель не найден ни среди строк файла, ни среди подразделений этой структуры",
  "hrimport.parent_cycle": "Родители строк образуют замкнутый круг",
  "hrimport.parent_bad": "Строку родителя нельзя импортировать",
  "hrimport.head_unknown": "Ни у одного сотрудника компании нет такого табельного номера или email",
  "hrimport.ambiguous_department": "Такое название у нескольких подразделений: укажите подразделение по коду",
};
