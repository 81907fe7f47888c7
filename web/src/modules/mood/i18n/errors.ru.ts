import type { moodErrors } from "@intranet/contracts/mood";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof moodErrors> = {
  "mood.bad_rating": "Настроение оценивается от 1 до 10",
  "mood.bad_period": "Период — одна или две недели",
  "mood.bad_day": "Этот день — не сегодня",
  "mood.already_rated": "Настроение за сегодня уже отмечено",
  "mood.not_asked": "Измеритель настроения для вас выключен",
};
