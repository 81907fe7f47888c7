import type { ideasErrors } from "@intranet/contracts/ideas";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof ideasErrors> = {
  "ideas.not_found": "Идея не найдена",
  "ideas.no_access": "Это могут только получатели идей",
  "ideas.title_required": "Дайте идее название",
  "ideas.process_required": "Укажите процесс, о котором идея",
  "ideas.flaw_required": "Опишите, что в нём не так сейчас",
  "ideas.change_required": "Опишите, что вы предлагаете изменить",
  "ideas.result_required": "Опишите ожидаемый результат",
  "ideas.too_long": "Слишком длинный текст",
  "ideas.too_many_files": "К идее можно приложить не больше 5 файлов",
  "ideas.bad_file": "Файл не найден или загружен не вами",
  "ideas.reason_required": "Укажите причину отклонения",
  "ideas.bad_status": "Идею нельзя перевести в этот статус",
  "ideas.text_required": "Напишите комментарий",
  "ideas.too_many_comments": "К этой идее больше нельзя писать: достигнут предел комментариев",
  "ideas.too_many_recipients": "Выберите не больше 20 получателей",
  "ideas.own_idea": "Нельзя голосовать за свою идею",
  "ideas.already_voted": "Вы уже поддержали эту идею",
  "ideas.not_voted": "Вы ещё не поддержали эту идею",
  "ideas.already_changed": "Идею тем временем изменили: она обновлена",
  "ideas.send_failed": "Не удалось отправить идею",
};
