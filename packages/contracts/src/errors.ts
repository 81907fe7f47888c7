/**
 * The error catalogue (rules-calls-errors-spec §8). Every error a client can see has a code from here;
 * the code fixes the HTTP status and the default English message, and is the i18n key in the SPA.
 * Messages may carry {placeholders} filled from the error's params.
 */
export const errorCatalogue = {
  // Generic request handling
  "common.validation": { status: 400, message: "Validation error" },
  "common.malformed_json": { status: 400, message: "The request body is not valid JSON" },
  "common.empty_fields": { status: 400, message: "Empty fields" },
  "common.data_error": { status: 400, message: "Data error" },
  "common.unauthorized": { status: 401, message: "Authorization required" },
  "common.token_invalid": { status: 401, message: "The session is invalid or has expired" },
  "common.no_access": { status: 403, message: "No access" },
  "common.login_blocked": { status: 403, message: "Login blocked (e403)" },
  "common.wrong_client": { status: 403, message: "No access to this company" },
  "common.not_found": { status: 404, message: "Page not found (e404)" },
  "common.route_not_found": { status: 404, message: "No such API route" },
  "common.conflict": { status: 409, message: "The data was changed by someone else, try again" },
  "common.payload_too_large": { status: 413, message: "The request body is too large (limit {limit} bytes)" },
  "common.unsupported_media_type": { status: 415, message: "The request body must be JSON" },
  "common.rate_limited": { status: 429, message: "Too many attempts, try again later" },
  "common.server_error": { status: 500, message: "Server error (e500)" },
  "common.not_implemented": { status: 501, message: "Not available: {feature} is not configured" },
  "common.unavailable": { status: 503, message: "Problems connecting to the server" },
  "common.error_occurred": { status: 500, message: "An error occurred" },
  "common.user_not_found": { status: 404, message: "User not found" },
  "common.tax_id_invalid": { status: 400, message: "The tax id must be 10 digits with a valid check digit" },

  // Files
  "files.upload_error": { status: 500, message: "Upload error" },
  "files.download_error": { status: 500, message: "Download error" },
  "files.save_error": { status: 500, message: "File save error" },
  "files.delete_error": { status: 500, message: "Error on deleting file" },
  "files.bulk_delete_error": { status: 500, message: "Error on deleting files from db" },
  "files.too_big": { status: 413, message: "File size too big" },
  "files.attachment_too_big": { status: 413, message: "Files above {size} cannot be attached" },
  "files.not_found": { status: 404, message: "File not found or deleted" },
  "files.storage_limit": { status: 413, message: "Storage limit reached ({size}), available {available}" },
  "files.wrong_image_size": { status: 400, message: "Wrong image size" },

  // Login and accounts
  "login.error": { status: 400, message: "Login error" },
  "login.no_login": { status: 400, message: "Enter a login or email" },
  "login.no_credentials": { status: 400, message: "Enter a name or password" },
  "login.user_deleted": { status: 403, message: "The user is deleted" },
  "login.company_blocked": { status: 403, message: "The company is blocked" },
  "login.server_error": { status: 500, message: "Server error" },
  "login.check_error": { status: 500, message: "Check error" },
  "login.restore_error": { status: 400, message: "Password restore error" },
  "login.change_password_error": { status: 400, message: "Password change error" },
  "login.enter_new_password": { status: 400, message: "Enter a new password" },
  "login.repeat_password": { status: 400, message: "Repeat the new password" },
  "login.passwords_must_match": { status: 400, message: "Passwords must match" },
  "login.wrong_password": { status: 401, message: "Wrong password" },
  "login.no_user_with_email": { status: 404, message: "No user with that email" },
  "login.no_user": { status: 404, message: "No such user" },
  "login.password_too_short": { status: 400, message: "The password must be at least {min} characters" },
  "login.illegal_characters": { status: 400, message: "The field contains illegal characters" },
  "login.reset_token_invalid": { status: 400, message: "The reset link is invalid or has expired" },
  "login.identity_provider_not_configured": {
    status: 501,
    message: "Sign-in with an external identity provider is not configured",
  },

  // Groups
  "groups.create_error": { status: 500, message: "Group creation error" },
  "groups.client_check_error": { status: 400, message: "Client check error" },
  "groups.incorrect_fields": { status: 400, message: "Incorrect fields" },
  "groups.validation_error": { status: 400, message: "Validation error" },
  "groups.approve_error": { status: 400, message: "Approve request error" },
  "groups.reject_error": { status: 400, message: "Reject request error" },
  "groups.owner_set_error": { status: 400, message: "Owner set error" },
  "groups.owner_cannot_change": { status: 400, message: "The owner cannot be changed" },
  "groups.request_exists": { status: 409, message: "A request has already been filed" },
  "groups.has_services": { status: 409, message: "A group with services cannot be deleted" },

  // Events
  "events.create_error": { status: 400, message: "Cannot create events" },
  "events.date_in_past": { status: 400, message: "The date is in the past" },
  "events.delete_error": { status: 500, message: "Event delete error" },

  // Employees
  "employees.delete_error": { status: 500, message: "Delete error" },
  "employees.admin_cannot_be_deleted": { status: 403, message: "An administrator cannot be deleted" },
  "employees.cannot_delete_self": { status: 403, message: "You cannot delete yourself" },
  "employees.cannot_change_own_role": { status: 403, message: "You cannot change your own role" },
  "employees.save_error": { status: 500, message: "Save error" },
  "employees.email_exists": { status: 409, message: "Email already exists" },
  "employees.login_taken": { status: 409, message: "Login taken" },
  "employees.role_set_error": { status: 400, message: "Role set error" },
  "employees.role_delete_error": { status: 400, message: "Role delete error" },
  "employees.role_change_error": { status: 400, message: "Role change error" },
  "employees.not_found": { status: 404, message: "Employee not found" },
  "employees.export_error": { status: 500, message: "Export error" },
  "employees.old_password_needed": { status: 400, message: "The old password is needed" },
  "employees.not_active": { status: 409, message: "The employee is not active" },
  "employees.cannot_follow_self": { status: 400, message: "You cannot follow yourself" },
  "employees.pin_limit": { status: 409, message: "At most {max} employees can be pinned" },
  "employees.not_pinned": { status: 409, message: "The employee is not pinned" },

  // Services (business processes)
  "services.start_failed": { status: 400, message: "The process could not be started" },
  "services.group_delete_failed": { status: 409, message: "The service group could not be deleted" },
  "services.chief_not_found": { status: 404, message: "Chief not found" },
  "services.invalid_action": { status: 400, message: "Invalid action" },
  "services.decline_reason_missing": { status: 400, message: "A reason is needed to decline" },

  // Polls
  "polls.no_access": { status: 403, message: "No access to this poll" },
  "polls.validation_error": { status: 400, message: "Poll validation error" },
  "polls.excel_error": { status: 500, message: "Excel export error" },

  // Shop
  "shop.achievement_save_error": { status: 500, message: "Achievement save error" },
  "shop.item_delete_error": { status: 500, message: "Item delete error" },
  "shop.item_has_sales": { status: 409, message: "An item with sales cannot be deleted" },
  "shop.coins_not_cancelled": { status: 409, message: "The coins were not cancelled" },
  "shop.insufficient_coins": { status: 409, message: "Insufficient coins" },
  "shop.accrual_error": { status: 400, message: "Accrual error" },
  "shop.cancel_error": { status: 400, message: "Cancel error" },

  // Adaptation and learning
  "adaptation.track_error": { status: 400, message: "Track error" },
  "adaptation.track_has_unfinished": {
    status: 409,
    message: "A track with unfinished adaptations cannot be deleted",
  },
  "adaptation.step_in_progress": { status: 409, message: "A step cannot be deleted while the adaptation runs" },
  "learning.question_save_error": { status: 400, message: "Question save error" },
  "learning.question_delete_error": { status: 400, message: "Question delete error" },
  "learning.course_save_error": { status: 400, message: "Course save error" },

  // Vacations
  "vacations.date": { status: 400, message: "The start date must be later than today" },
  "vacations.overlap": { status: 409, message: "The vacation overlaps another one" },
  "vacations.not_enough_days": { status: 409, message: "Not enough vacation days" },

  // Clients
  "clients.create_error": { status: 400, message: "Client create error" },
  "clients.save_error": { status: 400, message: "Client save error" },
  "clients.import_error": { status: 400, message: "Import error" },
  "clients.mailing_export_error": { status: 502, message: "Export to the mailing service failed" },
  "clients.no_template_code": { status: 400, message: "No template code" },
  "clients.mood_export_error": { status: 500, message: "Mood export to Excel failed" },
  "clients.data_delete_error": { status: 500, message: "Deleting client data failed" },
  "clients.file_delete_error": { status: 500, message: "Deleting client files failed" },
  "clients.mail_test_failed": { status: 502, message: "Mail test failed" },
  "clients.workspace_taken": { status: 409, message: "This workspace name is taken" },
  "clients.not_found": { status: 404, message: "Company not found" },
  "clients.workspace_invalid": { status: 400, message: "Workspace name uses latin letters and digits only" },
  "clients.new_name_required": { status: 400, message: "A new name is required" },

  // Posts and comments
  "posts.not_found": { status: 404, message: "Post not found" },
  "posts.text_required": { status: 400, message: "Post text is required" },
  "posts.thanks_too_short": { status: 400, message: "A thanks post needs more than {min} characters" },
  "posts.thanks_one_person": { status: 400, message: "A thanks post mentions exactly one person" },
  "posts.thanks_self": { status: 400, message: "You cannot thank yourself" },
  "posts.mention_not_found": { status: 400, message: "A mentioned person is not an active employee" },
  "posts.attachment_invalid": { status: 400, message: "The attachment is not a post attachment uploaded by you" },
  "posts.comment_not_found": { status: 404, message: "Comment not found" },
  "posts.comment_text_required": { status: 400, message: "Comment text is required" },

  // Widgets
  "widgets.link_title_required": { status: 400, message: "A link needs a title" },
  "widgets.link_title_too_long": { status: 400, message: "The link title is too long" },
  "widgets.link_required": { status: 400, message: "A link needs an address" },
  "widgets.link_invalid_url": { status: 400, message: "Enter a valid URL (http or https)" },
  "widgets.link_invalid_article": { status: 400, message: "Choose an article of the knowledge base" },
  "widgets.link_not_found": { status: 404, message: "Link not found" },
  "widgets.links_limit": { status: 409, message: "A links block holds at most {max} links" },
  "widgets.invalid_time_zone": { status: 400, message: "Unknown time zone" },

  // Notifications
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

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCatalogue, value);
}

/** Fills {placeholders} of a catalogue message; unknown placeholders stay visible. */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorCatalogue[code].message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
