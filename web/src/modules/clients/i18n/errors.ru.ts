import type { clientsErrors } from "@intranet/contracts/clients";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof clientsErrors> = {
  "clients.create_error": "Ошибка создания клиента",
  "clients.save_error": "Ошибка сохранения клиента",
  "clients.import_error": "Ошибка импорта",
  "clients.mailing_export_error": "Не удалось выгрузить в сервис рассылок",
  "clients.no_template_code": "Нет кода шаблона",
  "clients.mood_export_error": "Не удалось выгрузить настроение в Excel",
  "clients.data_delete_error": "Не удалось удалить данные клиента",
  "clients.file_delete_error": "Не удалось удалить файлы клиента",
  "clients.mail_test_failed": "Проверка почты не удалась",
  "clients.workspace_taken": "Это имя рабочего пространства занято",
  "clients.not_found": "Компания не найдена",
  "clients.workspace_invalid": "Имя рабочего пространства — только латинские буквы и цифры",
  "clients.new_name_required": "Нужно новое название",
  "clients.header_image_size": "Картинка шапки должна быть высотой 160 пикселей и шириной не меньше 1000 пикселей",
};
