import type { ErrorStatuses } from "../error-map";

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
  "employees.department_unknown": 400,
  "employees.placement_admin_only": 403,
} as const satisfies ErrorStatuses;
