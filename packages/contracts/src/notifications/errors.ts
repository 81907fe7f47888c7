/** Notifications: this module's entries of the error catalogue (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const notificationsErrors = {
  "notifications.not_found": { status: 404, message: "Notification not found" },
  "notifications.recipients_required": { status: 400, message: "Choose the recipients: a list of users or everyone" },
  "notifications.content_required": { status: 400, message: "Give either a template or a title and text" },
  "notifications.template_not_found": { status: 404, message: "Notification template not found" },
  "notifications.template_exists": { status: 409, message: "A template with this code already exists" },
  "notifications.template_code_invalid": {
    status: 400,
    message: "A template code uses lowercase latin letters, digits and . _ -",
  },
  "notifications.template_variable_invalid": {
    status: 400,
    message: "A variable name uses latin letters, digits and _ and does not start with a digit",
  },
  "notifications.template_undeclared_variable": {
    status: 400,
    message: "The template uses variables it does not declare: {names}",
  },
  "notifications.builtin_template": { status: 409, message: "A built-in template cannot be deleted" },
  "notifications.webhook_invalid": { status: 400, message: "The integration address or token is not valid" },
  "notifications.webhook_not_allowed": {
    status: 400,
    message: "Webhooks must use https and a public host",
  },
  "notifications.integration_incomplete": { status: 400, message: "The Telegram bot token is required" },
} as const satisfies Record<string, { status: number; message: string }>;
