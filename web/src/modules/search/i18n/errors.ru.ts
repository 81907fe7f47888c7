import type { searchErrors } from "@intranet/contracts/search";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof searchErrors> = {
  "search.query_too_short": "Введите хотя бы 2 символа для поиска",
  "search.query_too_long": "Слишком длинный текст поиска (не более 200 символов)",
  "search.unknown_type": "Неизвестный тип поиска",
  "search.bad_cursor": "Ссылка на страницу неверна или относится к другому поиску",
};
