import type { ErrorStatuses } from "../error-map";

/** Polls (`polls.*`): rules-calls-errors-spec §5 Polls and §8 (no access; validation errors; Excel error). */
export const pollsErrors = {
  "polls.not_found": 404,
  "polls.no_access": 403,
  "polls.validation_error": 400,
  "polls.name_required": 400,
  "polls.no_questions": 400,
  "polls.empty_fields": 400,
  "polls.no_mandatory": 400,
  "polls.no_answers": 400,
  "polls.too_many_answers": 400,
  "polls.no_recipients": 400,
  "polls.has_answers": 409,
  "polls.finished": 409,
  "polls.already_answered": 409,
  "polls.mandatory_unanswered": 400,
  "polls.bad_answer": 400,
  "polls.excel_error": 500,
} as const satisfies ErrorStatuses;
