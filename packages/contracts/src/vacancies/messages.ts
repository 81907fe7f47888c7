import type { ErrorMessages } from "../error-map";
import type { vacanciesErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const vacanciesErrorMessages: ErrorMessages<typeof vacanciesErrors> = {
  "vacancies.not_found": "Vacancy not found",
  "vacancies.validation_error": "Validation error",
  "vacancies.title_required": "Enter the vacancy's title",
  "vacancies.description_required": "Describe the vacancy",
  "vacancies.too_long": "The text is too long",
  "vacancies.bad_salary": "Enter the salary as a positive number",
  "vacancies.salary_range": "The salary's upper bound must not be below its lower bound",
  "vacancies.too_many_recipients": "Too many recipients of responses",
  "vacancies.bad_recipient": "A recipient of responses is not an active employee",
  "vacancies.response_empty": "Write a message or attach your CV",
  "vacancies.bad_cv": "The CV must be a PDF, Word, OpenDocument, RTF or text file up to 20 MB",
  "vacancies.already_responded": "You have already responded to this vacancy",
  "vacancies.closed": "This vacancy is closed",
  "vacancies.forbidden": "Only administrators manage vacancies",
};
