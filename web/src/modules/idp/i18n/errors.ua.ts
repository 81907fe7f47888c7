import type { idpErrors } from "@intranet/contracts/idp";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof idpErrors> = {
  "idp.not_found": "План розвитку не знайдено",
  "idp.task_not_found": "Цього завдання немає в плані",
  "idp.note_not_found": "Цієї нотатки немає в плані",
  "idp.no_access": "У цьому плані вам це недоступно",
  "idp.title_required": "Вкажіть назву",
  "idp.employee_required": "Виберіть співробітника",
  "idp.note_required": "Спочатку напишіть нотатку",
  "idp.too_long": "Занадто довгий текст",
  "idp.bad_person": "Виберіть працюючого співробітника своєї компанії",
  "idp.bad_status": "План буває активним або завершеним",
  "idp.bad_course": "Невідомий курс",
  "idp.observer_is_employee": "Спостерігач не може бути співробітником плану",
  "idp.too_many_tasks": "У плані не більше 50 завдань",
  "idp.not_your_people": "Плани можна складати лише своїм співробітникам",
  "idp.plan_finished": "План завершено: відновіть його, щоб змінити",
  "idp.already_changed": "План уже хтось змінив: його завантажено знову",
};
