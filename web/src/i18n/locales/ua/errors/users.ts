import type { usersErrors } from "@intranet/contracts/users";
import type { ErrorTexts } from "../../../types";

export const users: ErrorTexts<typeof usersErrors> = {
  "employees.delete_error": "Помилка видалення",
  "employees.admin_cannot_be_deleted": "Адміністратора не можна видалити",
  "employees.cannot_delete_self": "Не можна видалити самого себе",
  "employees.cannot_change_own_role": "Не можна змінити власну роль",
  "employees.save_error": "Помилка збереження",
  "employees.email_exists": "Такий email уже існує",
  "employees.login_taken": "Логін зайнятий",
  "employees.role_set_error": "Помилка призначення ролі",
  "employees.role_delete_error": "Помилка видалення ролі",
  "employees.role_change_error": "Помилка зміни ролі",
  "employees.not_found": "Співробітника не знайдено",
  "employees.export_error": "Помилка експорту",
  "employees.old_password_needed": "Потрібен старий пароль",
  "employees.not_active": "Співробітник не активний",
  "employees.cannot_follow_self": "Не можна підписатися на самого себе",
  "employees.pin_limit": "Закріпити можна не більше {{max}} співробітників",
  "employees.not_pinned": "Співробітника не закріплено",
  "employees.department_unknown": "Такого відділу немає в структурі компанії",
  "employees.placement_admin_only": "Відділ і посаду змінює лише адміністратор",
};
