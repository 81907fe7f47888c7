import type { pendingModuleErrors } from "@intranet/contracts/errors";
import type { ErrorTexts } from "../../../types";

export const pending: ErrorTexts<typeof pendingModuleErrors> = {
  "adaptation.track_error": "Ошибка трека",
  "adaptation.track_has_unfinished": "Трек с незавершёнными адаптациями нельзя удалить",
  "adaptation.step_in_progress": "Шаг нельзя удалить, пока идёт адаптация",
  "learning.question_save_error": "Ошибка сохранения вопроса",
  "learning.question_delete_error": "Ошибка удаления вопроса",
  "learning.course_save_error": "Ошибка сохранения курса",
};
