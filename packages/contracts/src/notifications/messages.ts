import type { ErrorMessages } from "../error-map";
import type { notificationsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const notificationsErrorMessages: ErrorMessages<typeof notificationsErrors> = {
  "notifications.not_found": "Notification not found",
  "notifications.recipients_required": "Choose the recipients: a list of users or everyone",
  "notifications.content_required": "Give either a template or a title and text",
  "notifications.template_not_found": "Notification template not found",
  "notifications.template_exists": "A template with this code already exists",
  "notifications.template_code_invalid": "A template code uses lowercase latin letters, digits and . _ -",
  "notifications.template_variable_invalid":
    "A variable name uses latin letters, digits and _ and does not start with a digit",
  "notifications.template_undeclared_variable": "The template uses variables it does not declare: {names}",
  "notifications.builtin_template": "A built-in template cannot be deleted",
  "notifications.webhook_invalid": "The integration address or token is not valid",
  "notifications.webhook_not_allowed": "Webhooks must use https and a public host",
  "notifications.integration_incomplete": "The Telegram bot token is required",
};
