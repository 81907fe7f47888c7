import { authErrors, authErrorMessages } from "./auth/errors";
import { filesErrors, filesErrorMessages } from "./files/errors";
import { usersErrors, usersErrorMessages } from "./users/errors";
import { clientsErrors, clientsErrorMessages } from "./clients/errors";
import { wallErrors, wallErrorMessages } from "./wall/errors";
import { widgetsErrors, widgetsErrorMessages } from "./widgets/errors";
import { notificationsErrors, notificationsErrorMessages } from "./notifications/errors";
import { shopErrors, shopErrorMessages } from "./shop/errors";
import { searchErrors, searchErrorMessages } from "./search/errors";
import { structureErrors, structureErrorMessages } from "./structure/errors";
import { exportsErrors, exportsErrorMessages } from "./exports/errors";
import { hrImportErrors, hrImportErrorMessages } from "./hrImport/errors";
import { groupsErrors, groupsErrorMessages } from "./groups/errors";
import { pollsErrors, pollsErrorMessages } from "./polls/errors";
import { moodErrors, moodErrorMessages } from "./mood/errors";
import type { ErrorMessages, ErrorStatuses } from "./error-map";

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
  "common.not_found": 404,
  "common.route_not_found": 404,
  "common.conflict": 409,
  "common.payload_too_large": 413,
  "common.unsupported_media_type": 415,
  "common.rate_limited": 429,
  "common.server_error": 500,
  "common.not_implemented": 501,
  "common.unavailable": 503,
  "common.error_occurred": 500,
  "common.user_not_found": 404,
  "common.tax_id_invalid": 400,
} as const satisfies ErrorStatuses;

export const commonErrorMessages: ErrorMessages<typeof commonErrors> = {
  "common.validation": "Validation error",
  "common.malformed_json": "The request body is not valid JSON",
  "common.empty_fields": "Empty fields",
  "common.data_error": "Data error",
  "common.unauthorized": "Authorization required",
  "common.token_invalid": "The session is invalid or has expired",
  "common.no_access": "No access",
  "common.login_blocked": "Login blocked (e403)",
  "common.wrong_client": "No access to this company",
  "common.not_found": "Page not found (e404)",
  "common.route_not_found": "No such API route",
  "common.conflict": "The data was changed by someone else, try again",
  "common.payload_too_large": "The request body is too large (limit {limit} bytes)",
  "common.unsupported_media_type": "The request body must be JSON",
  "common.rate_limited": "Too many attempts, try again later",
  "common.server_error": "Server error (e500)",
  "common.not_implemented": "Not available: {feature} is not configured",
  "common.unavailable": "Problems connecting to the server",
  "common.error_occurred": "An error occurred",
  "common.user_not_found": "User not found",
  "common.tax_id_invalid": "The tax id must be 10 digits with a valid check digit",
};

/**
 * Codes of modules that have no contracts folder yet (their back end is not built): each moves to
 * `<module>/errors.ts` with the module.
 */
export const pendingModuleErrors = {
  "events.create_error": 400,
  "events.date_in_past": 400,
  "events.delete_error": 500,
  "services.start_failed": 400,
  "services.group_delete_failed": 409,
  "services.chief_not_found": 404,
  "services.invalid_action": 400,
  "services.decline_reason_missing": 400,
  "adaptation.track_error": 400,
  "adaptation.track_has_unfinished": 409,
  "adaptation.step_in_progress": 409,
  "learning.question_save_error": 400,
  "learning.question_delete_error": 400,
  "learning.course_save_error": 400,
  "vacations.date": 400,
  "vacations.overlap": 409,
  "vacations.not_enough_days": 409,
} as const satisfies ErrorStatuses;

export const pendingModuleErrorMessages: ErrorMessages<typeof pendingModuleErrors> = {
  "events.create_error": "Cannot create events",
  "events.date_in_past": "The date is in the past",
  "events.delete_error": "Event delete error",
  "services.start_failed": "The process could not be started",
  "services.group_delete_failed": "The service group could not be deleted",
  "services.chief_not_found": "Chief not found",
  "services.invalid_action": "Invalid action",
  "services.decline_reason_missing": "A reason is needed to decline",
  "adaptation.track_error": "Track error",
  "adaptation.track_has_unfinished": "A track with unfinished adaptations cannot be deleted",
  "adaptation.step_in_progress": "A step cannot be deleted while the adaptation runs",
  "learning.question_save_error": "Question save error",
  "learning.question_delete_error": "Question delete error",
  "learning.course_save_error": "Course save error",
  "vacations.date": "The start date must be later than today",
  "vacations.overlap": "The vacation overlaps another one",
  "vacations.not_enough_days": "Not enough vacation days",
};

/**
 * THE error catalogue (rules-calls-errors-spec §8). Every error a client can see has a code from here;
 * the code fixes the HTTP status and the default English message, and is the i18n key in the SPA.
 * Messages may carry {placeholders} filled from the error's params. It is composed from the
 * modules' own maps (`<module>/errors.ts`); a code belongs to one module. Statuses and messages are
 * separate maps so that the SPA, which only asks `isErrorCode`, does not carry the English texts.
 */
export const errorStatuses = {
  ...commonErrors,
  ...authErrors,
  ...filesErrors,
  ...usersErrors,
  ...clientsErrors,
  ...wallErrors,
  ...widgetsErrors,
  ...notificationsErrors,
  ...shopErrors,
  ...searchErrors,
  ...structureErrors,
  ...exportsErrors,
  ...hrImportErrors,
  ...groupsErrors,
  ...pollsErrors,
  ...moodErrors,
  ...pendingModuleErrors,
} as const satisfies ErrorStatuses;

export type ErrorCode = keyof typeof errorStatuses;

/** Every code's English message, with {placeholders}; the SPA's English texts derive from it (one wording). */
export const errorMessages: Record<ErrorCode, string> = /* @__PURE__ */ Object.assign(
  {},
  commonErrorMessages,
  authErrorMessages,
  filesErrorMessages,
  usersErrorMessages,
  clientsErrorMessages,
  wallErrorMessages,
  widgetsErrorMessages,
  notificationsErrorMessages,
  shopErrorMessages,
  searchErrorMessages,
  structureErrorMessages,
  exportsErrorMessages,
  hrImportErrorMessages,
  groupsErrorMessages,
  pollsErrorMessages,
  moodErrorMessages,
  pendingModuleErrorMessages,
);

/** Status and English message of every code. */
export const errorCatalogue: { readonly [K in ErrorCode]: { status: (typeof errorStatuses)[K]; message: string } } =
  /* @__PURE__ */ catalogue();

function catalogue() {
  const entries = Object.entries(errorStatuses).map(([code, status]) => [
    code,
    { status, message: errorMessages[code as ErrorCode] },
  ]);
  return Object.fromEntries(entries) as { [K in ErrorCode]: { status: (typeof errorStatuses)[K]; message: string } };
}

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorStatuses, value);
}

/** Fills {placeholders} of a catalogue message; unknown placeholders stay visible. */
export function formatErrorMessage(code: ErrorCode, params: Record<string, string | number> = {}): string {
  return errorMessages[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
