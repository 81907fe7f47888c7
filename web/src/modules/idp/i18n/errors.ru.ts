import type { idpErrors } from "@intranet/contracts/idp";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof idpErrors> = {
  "idp.not_found": "План развития не найден",
  "idp.task_not_found": "Этой задачи нет в плане",
  "idp.note_not_found": "Этой заметки нет в плане",
  "idp.no_access": "В этом плане вам это недоступно",
  "idp.title_required": "Укажите название",
  "idp.employee_required": "Выберите сотрудника",
  "idp.note_required": "Сначала напишите заметку",
  "idp.too_long": "Слишком длинный текст",
  "idp.bad_person": "Выберите работающего сотрудника своей компании",
  "idp.bad_status": "План бывает активным или завершённым",
  "idp.bad_course": "Неизвестный курс",
  "idp.observer_is_employee": "Наблюдатель не может быть сотрудником плана",
  "idp.too_many_tasks": "В плане не больше 50 задач",
  "idp.not_your_people": "Планы можно составлять только своим сотрудникам",
  "idp.plan_finished": "План завершён: возобновите его, чтобы изменить",
  "idp.already_changed": "План уже кто-то изменил: он загружен заново",
};
