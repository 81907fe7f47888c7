import type { groupsErrors } from "@intranet/contracts/groups";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof groupsErrors> = {
  "groups.not_found": "Групу не знайдено",
  "groups.create_error": "Помилка створення групи",
  "groups.client_check_error": "Помилка перевірки клієнта",
  "groups.incorrect_fields": "Некоректні поля",
  "groups.validation_error": "Помилка валідації",
  "groups.approve_error": "Помилка схвалення заявки",
  "groups.reject_error": "Помилка відхилення заявки",
  "groups.owner_set_error": "Помилка призначення власника",
  "groups.owner_cannot_change": "Власника не можна змінити",
  "groups.owner_cannot_leave": "Власник не може залишити групу: спершу передайте її іншому учаснику",
  "groups.request_exists": "Заявку вже подано",
  "groups.already_member": "Вже учасник групи",
  "groups.invitation_not_found": "Запрошення до цієї групи немає",
  "groups.has_services": "Групу із сервісами не можна видалити",
};
