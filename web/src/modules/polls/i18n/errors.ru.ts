import type { pollsErrors } from "@intranet/contracts/polls";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof pollsErrors> = {
  "polls.not_found": "Опрос не найден",
  "polls.no_access": "Нет доступа к этому опросу",
  "polls.validation_error": "Ошибка валидации опроса",
  "polls.name_required": "Укажите название опроса",
  "polls.no_questions": "Добавьте хотя бы один вопрос",
  "polls.empty_fields": "Заполните все вопросы и ответы",
  "polls.no_mandatory": "Хотя бы один вопрос должен быть обязательным",
  "polls.no_answers": "У вопроса с выбором должно быть не меньше двух ответов",
  "polls.too_many_answers": "У вопроса не больше 15 ответов",
  "polls.no_recipients": "Выберите получателей опроса",
  "polls.has_answers": "На опрос уже отвечали: его тип и вопросы изменить нельзя",
  "polls.finished": "Опрос завершён",
  "polls.already_answered": "Вы уже ответили на этот опрос",
  "polls.mandatory_unanswered": "Ответьте на все обязательные вопросы",
  "polls.bad_answer": "Ответ не подходит к вопросу",
  "polls.excel_error": "Ошибка экспорта в Excel",
};
