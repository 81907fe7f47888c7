import type { ErrorMessages } from "../error-map";
import type { pollsErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
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
