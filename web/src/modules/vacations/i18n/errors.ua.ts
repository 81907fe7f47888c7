import type { vacationErrors } from "@intranet/contracts/vacations";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof vacationErrors> = {
  "vacations.date": "Дата початку має бути пізнішою за сьогоднішню",
  "vacations.overlap": "Відпустка перетинається з іншою",
  "vacations.not_enough_days": "Недостатньо днів відпустки",
  "vacations.past_period": "Період у минулому: підтвердьте, щоб зберегти його",
  "vacations.not_found": "Відпустку не знайдено",
  "vacations.no_access": "Ви не можете змінювати відпустки цього співробітника",
  "vacations.bad_range": "Кінець не може бути раніше за початок",
  "vacations.too_long": "Задовгий текст",
  "vacations.vacation_too_long": "Відпустка триває не більше 90 днів",
  "vacations.period_too_long": "Оберіть період не довший за пів року",
  "vacations.no_days": "У цьому періоді немає робочих днів",
  "vacations.bad_person": "Оберіть працюючого співробітника своєї компанії",
  "vacations.bad_delta": "Зміна — ціле число днів, не нуль і не більше 366",
  "vacations.note_required": "Вкажіть, чому змінюється баланс",
  "vacations.reason_required": "Вкажіть, чому запит відхилено",
  "vacations.started": "Відпустку, що почалася, може змінити лише HR",
  "vacations.already_decided": "Щодо цього запиту вже ухвалено рішення",
  "vacations.already_changed": "Хтось уже змінив цю відпустку: перегляньте ще раз",
  "vacations.balance_limit": "Баланс залишається в межах 366 днів",
};
