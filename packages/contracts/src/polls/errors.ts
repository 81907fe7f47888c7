import type { ErrorMessages, ErrorStatuses } from "../error-map";

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

export const pollsErrorMessages: ErrorMessages<typeof pollsErrors> = {
  "polls.not_found": "Poll not found",
  "polls.no_access": "No access to this poll",
  "polls.validation_error": "Validation error",
  "polls.name_required": "The poll needs a name",
  "polls.no_questions": "The poll needs at least one question",
  "polls.empty_fields": "All questions and answers must be filled",
  "polls.no_mandatory": "At least one question must be mandatory",
  "polls.no_answers": "A choice question needs at least two answers",
  "polls.too_many_answers": "A question has at most 15 answers",
  "polls.no_recipients": "Choose the poll's recipients",
  "polls.has_answers": "The poll already has answers: its type and questions cannot change",
  "polls.finished": "The poll is finished",
  "polls.already_answered": "You have already answered this poll",
  "polls.mandatory_unanswered": "Answer every mandatory question",
  "polls.bad_answer": "An answer does not fit its question",
  "polls.excel_error": "Excel export error",
};
