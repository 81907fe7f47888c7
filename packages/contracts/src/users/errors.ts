import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** Employees (`employees.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const usersErrors = {
  "employees.delete_error": 500,
  "employees.admin_cannot_be_deleted": 403,
  "employees.cannot_delete_self": 403,
  "employees.cannot_change_own_role": 403,
  "employees.save_error": 500,
  "employees.email_exists": 409,
  "employees.login_taken": 409,
  "employees.role_set_error": 400,
  "employees.role_delete_error": 400,
  "employees.role_change_error": 400,
  "employees.not_found": 404,
  "employees.export_error": 500,
  "employees.old_password_needed": 400,
  "employees.not_active": 409,
  "employees.cannot_follow_self": 400,
  "employees.pin_limit": 409,
  "employees.not_pinned": 409,
} as const satisfies ErrorStatuses;

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
};
