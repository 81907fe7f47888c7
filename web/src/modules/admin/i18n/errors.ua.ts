import type { adminErrors } from "@intranet/contracts/admin";
import type { journalErrors } from "@intranet/contracts/journal";
import type { ErrorTexts } from "../../../i18n/types";

/** The administration's and the journal's catalogue codes in Ukrainian. */
export const errors: ErrorTexts<typeof adminErrors & typeof journalErrors> = {
  "admin.menu_key_unknown": "Такого пункту меню немає",
  "admin.integration_url_invalid": "Введіть адресу сервісу, що починається з https://",
  "admin.hrm_tax_id_required": "Спершу вкажіть ІПН компанії в даних компанії: він потрібен кадровій системі",
  "admin.secret_required": "Під час першого налаштування зв'язку введіть пароль або ключ",
  "admin.mail_test_failed": "Не вдалося надіслати тестовий лист",
  "admin.maintenance_running": "Це завдання вже виконується для компанії: дочекайтеся його завершення",
  "admin.confirm_mismatch": "Для підтвердження видалення введіть назву робочого простору точно",
  "admin.collection_unknown": "У компанії немає таких даних",
  "admin.collection_kept": "Ці дані не можна видалити окремо: від них залежать інші розділи компанії",
  "admin.file_not_unreferenced": "Цього файлу немає серед невикористаних файлів останнього підрахунку; порахуйте знову",
  "admin.maintenance_failed": "Службове завдання не виконано; спробуйте пізніше",
  "journal.period_invalid": "Кінець періоду раніше за його початок",
};
