import type { ErrorMessages } from "../error-map";
import type { idpErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA's English texts derive from them). */
export const idpErrorMessages: ErrorMessages<typeof idpErrors> = {
  "idp.not_found": "Development plan not found",
  "idp.task_not_found": "This task is not on the plan",
  "idp.note_not_found": "This note is not on the plan",
  "idp.no_access": "You may not do this on this plan",
  "idp.title_required": "Title is required",
  "idp.employee_required": "Employee is required",
  "idp.note_required": "Write the note first",
  "idp.too_long": "The text is too long",
  "idp.bad_person": "Choose an active employee of your company",
  "idp.bad_status": "A plan is active or finished",
  "idp.bad_course": "Unknown course",
  "idp.observer_is_employee": "The observer cannot be the employee",
  "idp.too_many_tasks": "A plan takes at most 50 tasks",
  "idp.not_your_people": "You may create plans for your own people only",
  "idp.plan_finished": "The plan is finished: reopen it to change it",
  "idp.already_changed": "Someone has changed this plan meanwhile: it is reloaded",
};
