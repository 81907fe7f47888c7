import { authErrors } from "./auth/errors";
import { filesErrors } from "./files/errors";
import { usersErrors } from "./users/errors";
import { clientsErrors } from "./clients/errors";
import { wallErrors } from "./wall/errors";
import { widgetsErrors } from "./widgets/errors";
import { notificationsErrors } from "./notifications/errors";

/** Platform-wide entries (`common.*`): every module and the HTTP layer use them. */
export const commonErrors = {
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
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * Entries of modules that have no contracts folder yet (their back end is not built): each moves to
 * `<module>/errors.ts` with the module.
 */
export const pendingModuleErrors = {
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
  "events.create_error": { status: 400, message: "Cannot create events" },
  "events.date_in_past": { status: 400, message: "The date is in the past" },
  "events.delete_error": { status: 500, message: "Event delete error" },
  "services.start_failed": { status: 400, message: "The process could not be started" },
  "services.group_delete_failed": { status: 409, message: "The service group could not be deleted" },
  "services.chief_not_found": { status: 404, message: "Chief not found" },
  "services.invalid_action": { status: 400, message: "Invalid action" },
  "services.decline_reason_missing": { status: 400, message: "A reason is needed to decline" },
  "polls.no_access": { status: 403, message: "No access to this poll" },
  "polls.validation_error": { status: 400, message: "Poll validation error" },
  "polls.excel_error": { status: 500, message: "Excel export error" },
  "shop.achievement_save_error": { status: 500, message: "Achievement save error" },
  "shop.item_delete_error": { status: 500, message: "Item delete error" },
  "shop.item_has_sales": { status: 409, message: "An item with sales cannot be deleted" },
  "shop.coins_not_cancelled": { status: 409, message: "The coins were not cancelled" },
  "shop.insufficient_coins": { status: 409, message: "Insufficient coins" },
  "shop.accrual_error": { status: 400, message: "Accrual error" },
  "shop.cancel_error": { status: 400, message: "Cancel error" },
  "adaptation.track_error": { status: 400, message: "Track error" },
  "adaptation.track_has_unfinished": {
    status: 409,
    message: "A track with unfinished adaptations cannot be deleted",
  },
  "adaptation.step_in_progress": { status: 409, message: "A step cannot be deleted while the adaptation runs" },
  "learning.question_save_error": { status: 400, message: "Question save error" },
  "learning.question_delete_error": { status: 400, message: "Question delete error" },
  "learning.course_save_error": { status: 400, message: "Course save error" },
  "vacations.date": { status: 400, message: "The start date must be later than today" },
  "vacations.overlap": { status: 409, message: "The vacation overlaps another one" },
  "vacations.not_enough_days": { status: 409, message: "Not enough vacation days" },
} as const satisfies Record<string, { status: number; message: string }>;

/**
 * THE error catalogue (rules-calls-errors-spec §8). Every error a client can see has a code from here;
 * the code fixes the HTTP status and the default English message, and is the i18n key in the SPA.
 * Messages may carry {placeholders} filled from the error's params.
 * It is composed from the modules' own maps (`<module>/errors.ts`); a code belongs to one module.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...authErrors,
  ...filesErrors,
  ...usersErrors,
  ...clientsErrors,
  ...wallErrors,
  ...widgetsErrors,
  ...notificationsErrors,
  ...pendingModuleErrors,
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
