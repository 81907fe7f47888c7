import type { moodErrors } from "@intranet/contracts/mood";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof moodErrors> = {
  "mood.bad_rating": "Настрій оцінюється від 1 до 10",
  "mood.bad_period": "Період — один або два тижні",
  "mood.bad_day": "Цей день — не сьогодні",
  "mood.already_rated": "Настрій за сьогодні вже відмічено",
  "mood.not_asked": "Вимірювач настрою для вас вимкнено",
};
