import type { ErrorStatuses } from "../error-map";

/** Vacancies (`vacancies.*`). */
export const vacanciesErrors = {
  "vacancies.not_found": 404,
  "vacancies.validation_error": 400,
  "vacancies.title_required": 400,
  "vacancies.description_required": 400,
  "vacancies.too_long": 400,
  "vacancies.bad_salary": 400,
  "vacancies.salary_range": 400,
  "vacancies.too_many_recipients": 400,
  "vacancies.bad_recipient": 400,
  "vacancies.response_empty": 400,
  "vacancies.bad_cv": 400,
  "vacancies.already_responded": 409,
  "vacancies.closed": 409,
  "vacancies.forbidden": 403,
} as const satisfies ErrorStatuses;
