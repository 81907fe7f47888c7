import type { notificationsErrors } from "@intranet/contracts/notifications";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof notificationsErrors> = {
  "notifications.not_found": "Сповіщення не знайдено",
  "notifications.recipients_required": "Оберіть отримувачів: список користувачів або всіх",
  "notifications.content_required": "Вкажіть шаблон або заголовок і текст",
  "notifications.template_not_found": "Шаблон сповіщення не знайдено",
  "notifications.template_exists": "Шаблон із таким кодом уже існує",
  "notifications.template_code_invalid": "Код шаблону — малі латинські літери, цифри та . _ -",
  "notifications.template_variable_invalid": "Ім'я змінної — латинські літери, цифри та _, і не починається з цифри",
  "notifications.template_undeclared_variable": "Шаблон використовує неоголошені змінні: {{names}}",
  "notifications.builtin_template": "Вбудований шаблон не можна видалити",
  "notifications.webhook_invalid": "Адреса або токен інтеграції недійсні",
  "notifications.webhook_not_allowed": "Вебхуки мають використовувати https і публічну адресу",
  "notifications.integration_incomplete": "Потрібен токен Telegram-бота",
};
