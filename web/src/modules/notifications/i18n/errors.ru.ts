import type { notificationsErrors } from "@intranet/contracts/notifications";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof notificationsErrors> = {
  "notifications.not_found": "Уведомление не найдено",
  "notifications.recipients_required": "Выберите получателей: список пользователей или всех",
  "notifications.content_required": "Укажите шаблон либо заголовок и текст",
  "notifications.template_not_found": "Шаблон уведомления не найден",
  "notifications.template_exists": "Шаблон с таким кодом уже существует",
  "notifications.template_code_invalid": "Код шаблона — строчные латинские буквы, цифры и . _ -",
  "notifications.template_variable_invalid": "Имя переменной — латинские буквы, цифры и _, и не начинается с цифры",
  "notifications.template_undeclared_variable": "Шаблон использует необъявленные переменные: {{names}}",
  "notifications.builtin_template": "Встроенный шаблон нельзя удалить",
  "notifications.webhook_invalid": "Адрес или токен интеграции недействителен",
  "notifications.webhook_not_allowed": "Вебхуки должны использовать https и публичный адрес",
  "notifications.integration_incomplete": "Нужен токен Telegram-бота",
};
