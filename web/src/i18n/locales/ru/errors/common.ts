import type { commonErrors } from "@intranet/contracts/errors";
import type { ErrorTexts } from "../../../types";

export const common: ErrorTexts<typeof commonErrors> = {
  "common.validation": "Ошибка валидации",
  "common.malformed_json": "Тело запроса не является корректным JSON",
  "common.empty_fields": "Пустые поля",
  "common.data_error": "Ошибка данных",
  "common.unauthorized": "Требуется авторизация",
  "common.token_invalid": "Сессия недействительна или истекла",
  "common.no_access": "Нет доступа",
  "common.login_blocked": "Вход заблокирован (e403)",
  "common.wrong_client": "Нет доступа к этой компании",
  "common.module_disabled": "Этот модуль отключён для компании",
  "common.not_found": "Страница не найдена (e404)",
  "common.route_not_found": "Нет такого маршрута API",
  "common.conflict": "Данные изменены кем-то другим, попробуйте ещё раз",
  "common.payload_too_large": "Тело запроса слишком велико (предел {{limit}} байт)",
  "common.unsupported_media_type": "Тело запроса должно быть в формате JSON",
  "common.rate_limited": "Слишком много попыток, попробуйте позже",
  "common.server_error": "Ошибка сервера (e500)",
  "common.not_implemented": "Недоступно: {{feature}} не настроено",
  "common.unavailable": "Проблемы с подключением к серверу",
  "common.starting": "Сервер запускается, попробуйте через несколько секунд",
  "common.error_occurred": "Произошла ошибка",
  "common.user_not_found": "Пользователь не найден",
  "common.tax_id_invalid": "ИНН должен состоять из 10 цифр с верной контрольной цифрой",
};
