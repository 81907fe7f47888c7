import type { adminErrors } from "@intranet/contracts/admin";
import type { journalErrors } from "@intranet/contracts/journal";
import type { ErrorTexts } from "../../../i18n/types";

/** The administration's and the journal's catalogue codes in Russian. */
export const errors: ErrorTexts<typeof adminErrors & typeof journalErrors> = {
  "admin.menu_key_unknown": "Такого пункта меню нет",
  "admin.integration_url_invalid": "Введите адрес сервиса, начиная с https://",
  "admin.hrm_tax_id_required": "Сначала укажите ИНН компании в данных компании: он нужен кадровой системе",
  "admin.secret_required": "При первой настройке связи введите пароль или ключ",
  "admin.mail_test_failed": "Не удалось отправить тестовое письмо",
  "admin.maintenance_running": "Эта задача уже выполняется для компании: дождитесь её окончания",
  "admin.maintenance_failed": "Служебная задача не выполнена; попробуйте позже",
  "admin.confirm_mismatch": "Для подтверждения удаления введите имя рабочего пространства точно",
  "admin.collection_unknown": "У компании нет таких данных",
  "admin.collection_kept": "Эти данные нельзя удалить отдельно: от них зависят другие разделы компании",
  "admin.file_not_unreferenced": "Этого файла нет среди неиспользуемых файлов последнего подсчёта; посчитайте заново",
  "journal.period_invalid": "Конец периода раньше его начала",
};
