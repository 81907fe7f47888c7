import type { vacationErrors } from "@intranet/contracts/vacations";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof vacationErrors> = {
  "vacations.date": "Дата начала должна быть позже сегодняшней",
  "vacations.overlap": "Отпуск пересекается с другим",
  "vacations.not_enough_days": "Недостаточно дней отпуска",
  "vacations.past_period": "Период в прошлом: подтвердите, чтобы сохранить его",
  "vacations.not_found": "Отпуск не найден",
  "vacations.no_access": "Вы не можете менять отпуска этого сотрудника",
  "vacations.bad_range": "Конец не может быть раньше начала",
  "vacations.too_long": "Слишком длинный текст",
  "vacations.vacation_too_long": "Отпуск длится не больше 90 дней",
  "vacations.period_too_long": "Выберите период не длиннее полугода",
  "vacations.no_days": "В этом периоде нет рабочих дней",
  "vacations.bad_person": "Выберите работающего сотрудника своей компании",
  "vacations.bad_delta": "Изменение — целое число дней, не ноль и не больше 366",
  "vacations.note_required": "Укажите, почему меняется баланс",
  "vacations.reason_required": "Укажите, почему запрос отклонён",
  "vacations.started": "Начавшийся отпуск может изменить только HR",
  "vacations.already_decided": "По этому запросу уже принято решение",
  "vacations.already_changed": "Кто-то уже изменил этот отпуск: посмотрите ещё раз",
  "vacations.balance_limit": "Баланс остаётся в пределах 366 дней",
};
