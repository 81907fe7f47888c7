import type { clientsErrors } from "@intranet/contracts/clients";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof clientsErrors> = {
  "clients.create_error": "Помилка створення клієнта",
  "clients.save_error": "Помилка збереження клієнта",
  "clients.import_error": "Помилка імпорту",
  "clients.mailing_export_error": "Не вдалося вивантажити до сервісу розсилок",
  "clients.no_template_code": "Немає коду шаблону",
  "clients.mood_export_error": "Не вдалося вивантажити настрій в Excel",
  "clients.data_delete_error": "Не вдалося видалити дані клієнта",
  "clients.file_delete_error": "Не вдалося видалити файли клієнта",
  "clients.mail_test_failed": "Перевірка пошти не вдалася",
  "clients.workspace_taken": "Ця назва робочого простору зайнята",
  "clients.not_found": "Компанію не знайдено",
  "clients.workspace_invalid": "Назва робочого простору — лише латинські літери та цифри",
  "clients.new_name_required": "Потрібна нова назва",
  "clients.header_image_size": "Зображення шапки має бути заввишки 160 пікселів і завширшки щонайменше 1000 пікселів",
};
