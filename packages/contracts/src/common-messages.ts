import type { ErrorMessages } from "./error-map";
import type { commonErrors, pendingModuleErrors } from "./errors";

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
  "common.module_disabled": "This module is switched off for the company",
  "common.not_found": "Page not found (e404)",
  "common.route_not_found": "No such API route",
  "common.conflict": "The data was changed by someone else, try again",
  "common.payload_too_large": "The request body is too large (limit {limit} bytes)",
  "common.unsupported_media_type": "The request body must be JSON",
  "common.rate_limited": "Too many attempts, try again later",
  "common.server_error": "Server error (e500)",
  "common.not_implemented": "Not available: {feature} is not configured",
  "common.unavailable": "Problems connecting to the server",
  "common.starting": "The server is starting, try again in a few seconds",
  "common.error_occurred": "An error occurred",
  "common.user_not_found": "User not found",
  "common.tax_id_invalid": "The tax id must be 10 digits with a valid check digit",
  "common.invalid_email": "Enter a valid e-mail address",
  "common.invalid_phone": "Enter a valid phone number: digits, spaces, ( ) and - with an optional + in front",
};

export const pendingModuleErrorMessages: ErrorMessages<typeof pendingModuleErrors> = {
  "adaptation.track_error": "Track error",
  "adaptation.track_has_unfinished": "A track with unfinished adaptations cannot be deleted",
  "adaptation.step_in_progress": "A step cannot be deleted while the adaptation runs",
  "learning.question_save_error": "Question save error",
  "learning.question_delete_error": "Question delete error",
  "learning.course_save_error": "Course save error",
};
