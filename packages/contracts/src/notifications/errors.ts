import type { ErrorStatuses } from "../error-map";

/** Notifications: this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const notificationsErrors = {
  "notifications.not_found": 404,
  "notifications.recipients_required": 400,
  "notifications.content_required": 400,
  "notifications.template_not_found": 404,
  "notifications.template_exists": 409,
  "notifications.template_code_invalid": 400,
  "notifications.template_variable_invalid": 400,
  "notifications.template_undeclared_variable": 400,
  "notifications.builtin_template": 409,
  "notifications.webhook_invalid": 400,
  "notifications.webhook_not_allowed": 400,
  "notifications.integration_incomplete": 400,
} as const satisfies ErrorStatuses;
