import type { widgetsErrors } from "@intranet/contracts/widgets";
import type { ErrorTexts } from "../../../types";

export const widgets: ErrorTexts<typeof widgetsErrors> = {
  "widgets.link_title_required": "У ссылки должно быть название",
  "widgets.link_title_too_long": "Название ссылки слишком длинное",
  "widgets.link_required": "У ссылки должен быть адрес",
  "widgets.link_invalid_url": "Введите корректный URL (http или https)",
  "widgets.link_invalid_article": "Выберите статью базы знаний",
  "widgets.link_not_found": "Ссылка не найдена",
  "widgets.links_limit": "В блоке ссылок не более {{max}} ссылок",
  "widgets.invalid_time_zone": "Неизвестный часовой пояс",
};
