import type { pendingModuleErrors } from "@intranet/contracts/errors";
import type { ErrorTexts } from "../../../types";

export const pending: ErrorTexts<typeof pendingModuleErrors> = {
  "adaptation.track_error": "Помилка треку",
  "adaptation.track_has_unfinished": "Трек із незавершеними адаптаціями не можна видалити",
  "adaptation.step_in_progress": "Крок не можна видалити, поки триває адаптація",
  "learning.question_save_error": "Помилка збереження питання",
  "learning.question_delete_error": "Помилка видалення питання",
  "learning.course_save_error": "Помилка збереження курсу",
};
