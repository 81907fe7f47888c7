import type { searchErrors } from "@intranet/contracts/search";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof searchErrors> = {
  "search.query_too_short": "Введіть щонайменше 2 символи для пошуку",
  "search.query_too_long": "Задовгий текст пошуку (не більше 200 символів)",
  "search.unknown_type": "Невідомий тип пошуку",
  "search.bad_cursor": "Посилання на сторінку неправильне або належить іншому пошуку",
};
