import type { usersErrors } from "@intranet/contracts/users";
import type { ErrorTexts } from "../../../types";

export const users: ErrorTexts<typeof usersErrors> = {
  "employees.delete_error": "Ошибка удаления",
  "employees.admin_cannot_be_deleted": "Администратора нельзя удалить",
  "employees.cannot_delete_self": "Нельзя удалить самого себя",
  "employees.cannot_change_own_role": "Нельзя изменить собственную роль",
  "employees.save_error": "Ошибка сохранения",
  "employees.email_exists": "Такой email уже существует",
  "employees.login_taken": "Логин занят",
  "employees.role_set_error": "Ошибка назначения роли",
  "employees.role_delete_error": "Ошибка удаления роли",
  "employees.role_change_error": "Ошибка смены роли",
  "employees.not_found": "Сотрудник не найден",
  "employees.export_error": "Ошибка экспорта",
  "employees.old_password_needed": "Нужен старый пароль",
  "employees.not_active": "Сотрудник не активен",
  "employees.cannot_follow_self": "Нельзя подписаться на самого себя",
  "employees.pin_limit": "Закрепить можно не более {{max}} сотрудников",
  "employees.not_pinned": "Сотрудник не закреплён",
  "employees.department_unknown": "Такого отдела нет в структуре компании",
  "employees.placement_admin_only": "Отдел и должность меняет только администратор",
};
