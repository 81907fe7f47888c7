import type { pollsErrors } from "@intranet/contracts/polls";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof pollsErrors> = {
  "polls.not_found": "Опитування не знайдено",
  "polls.no_access": "Немає доступу до цього опитування",
  "polls.validation_error": "Помилка валідації опитування",
  "polls.name_required": "Вкажіть назву опитування",
  "polls.no_questions": "Додайте хоча б одне питання",
  "polls.empty_fields": "Заповніть усі питання та відповіді",
  "polls.no_mandatory": "Хоча б одне питання має бути обов'язковим",
  "polls.no_answers": "Питання з вибором має мати щонайменше дві відповіді",
  "polls.too_many_answers": "У питання не більше 15 відповідей",
  "polls.no_recipients": "Оберіть отримувачів опитування",
  "polls.has_answers": "На опитування вже відповідали: його тип і питання змінити не можна",
  "polls.finished": "Опитування завершено",
  "polls.already_answered": "Ви вже відповіли на це опитування",
  "polls.mandatory_unanswered": "Дайте відповідь на всі обов'язкові питання",
  "polls.bad_answer": "Відповідь не відповідає питанню",
  "polls.excel_error": "Помилка експорту в Excel",
};
