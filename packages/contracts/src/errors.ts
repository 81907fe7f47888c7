import type { ErrorStatuses } from "./error-map";
import { moduleErrorStatuses } from "./generated/error-statuses";

/** Platform-wide codes (`common.*`): every module and the HTTP layer use them. */
export const commonErrors = {
  "common.validation": 400,
  "common.malformed_json": 400,
  "common.empty_fields": 400,
  "common.data_error": 400,
  "common.unauthorized": 401,
  "common.token_invalid": 401,
  "common.no_access": 403,
  "common.login_blocked": 403,
  "common.wrong_client": 403,
  "common.module_disabled": 403,
  "common.not_found": 404,
  "common.route_not_found": 404,
  "common.conflict": 409,
  "common.payload_too_large": 413,
  "common.unsupported_media_type": 415,
  "common.rate_limited": 429,
  "common.server_error": 500,
  "common.not_implemented": 501,
  "common.unavailable": 503,
  "common.starting": 503,
  "common.error_occurred": 500,
  "common.user_not_found": 404,
  "common.tax_id_invalid": 400,
  "common.invalid_email": 400,
  "common.invalid_phone": 400,
} as const satisfies ErrorStatuses;

/**
 * Codes of modules that have no contracts folder yet (their back end is not built): each moves to
 * `<module>/errors.ts` with the module.
 */
export const pendingModuleErrors = {
  "adaptation.track_error": 400,
  "adaptation.track_has_unfinished": 409,
  "adaptation.step_in_progress": 409,
  "learning.question_save_error": 400,
  "learning.question_delete_error": 400,
  "learning.course_save_error": 400,
} as const satisfies ErrorStatuses;

/**
 * THE error catalogue (rules-calls-errors-spec §8). Every error a client can see has a code from here;
 * the code fixes the HTTP status and the default English message, and is the i18n key in the SPA.
 * Messages may carry {placeholders} filled from the error's params. It is composed from the
 * modules' own maps (`<module>/errors.ts`, gathered by `npm run gen`); a code belongs to one module. Statuses and messages are
 * separate maps so that the SPA, which only asks `isErrorCode`, does not carry the English texts.
 */
export const errorStatuses = {
  ...commonErrors,
  ...moduleErrorStatuses,
  ...pendingModuleErrors,
} as const satisfies ErrorStatuses;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorStatuses, value);
}
