import type { commonErrors } from "@intranet/contracts/errors";
import type { ErrorTexts } from "../../../types";

export const common: ErrorTexts<typeof commonErrors> = {
  "common.validation": "Помилка валідації",
  "common.malformed_json": "Тіло запиту не є коректним JSON",
  "common.empty_fields": "Порожні поля",
  "common.data_error": "Помилка даних",
  "common.unauthorized": "Потрібна авторизація",
  "common.token_invalid": "Сесія недійсна або закінчилася",
  "common.no_access": "Немає доступу",
  "common.login_blocked": "Вхід заблоковано (e403)",
  "common.wrong_client": "Немає доступу до цієї компанії",
  "common.module_disabled": "Цей модуль вимкнено для компанії",
  "common.not_found": "Сторінку не знайдено (e404)",
  "common.route_not_found": "Немає такого маршруту API",
  "common.conflict": "Дані змінив хтось інший, спробуйте ще раз",
  "common.payload_too_large": "Тіло запиту завелике (межа {{limit}} байт)",
  "common.unsupported_media_type": "Тіло запиту має бути у форматі JSON",
  "common.rate_limited": "Забагато спроб, спробуйте пізніше",
  "common.server_error": "Помилка сервера (e500)",
  "common.not_implemented": "Недоступно: {{feature}} не налаштовано",
  "common.unavailable": "Проблеми з підключенням до сервера",
  "common.starting": "Сервер запускається, спробуйте за кілька секунд",
  "common.error_occurred": "Сталася помилка",
  "common.user_not_found": "Користувача не знайдено",
  "common.tax_id_invalid": "Податковий номер має містити 10 цифр із правильною контрольною цифрою",
};
