import type { ErrorMessages } from "../error-map";
import type { usersErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const usersErrorMessages: ErrorMessages<typeof usersErrors> = {
  "employees.delete_error": "Delete error",
  "employees.admin_cannot_be_deleted": "An administrator cannot be deleted",
  "employees.cannot_delete_self": "You cannot delete yourself",
  "employees.cannot_change_own_role": "You cannot change your own role",
  "employees.save_error": "Save error",
  "employees.email_exists": "Email already exists",
  "employees.login_taken": "Login taken",
  "employees.role_set_error": "Role set error",
  "employees.role_delete_error": "Role delete error",
  "employees.role_change_error": "Role change error",
  "employees.not_found": "Employee not found",
  "employees.export_error": "Export error",
  "employees.old_password_needed": "The old password is needed",
  "employees.not_active": "The employee is not active",
  "employees.cannot_follow_self": "You cannot follow yourself",
  "employees.pin_limit": "At most {max} employees can be pinned",
  "employees.not_pinned": "The employee is not pinned",
  "employees.department_unknown": "There is no such department in the company's structure",
  "employees.placement_admin_only": "Only an administrator changes a department or position",
};
