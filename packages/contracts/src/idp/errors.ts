import type { ErrorStatuses } from "../error-map";

/** Development plans (`idp.*`): rules-calls-errors-spec §7 and §8, product-spec §4. */
export const idpErrors = {
  "idp.not_found": 404,
  "idp.task_not_found": 404,
  "idp.note_not_found": 404,
  "idp.no_access": 403,
  "idp.title_required": 400,
  "idp.employee_required": 400,
  "idp.note_required": 400,
  "idp.too_long": 400,
  "idp.bad_person": 400,
  "idp.bad_status": 400,
  "idp.bad_course": 400,
  "idp.observer_is_employee": 400,
  "idp.too_many_tasks": 400,
  "idp.not_your_people": 403,
  "idp.plan_finished": 409,
  "idp.already_changed": 409,
} as const satisfies ErrorStatuses;
