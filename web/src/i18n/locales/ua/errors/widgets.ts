import type { widgetsErrors } from "@intranet/contracts/widgets";
import type { ErrorTexts } from "../../../types";

export const widgets: ErrorTexts<typeof widgetsErrors> = {
  "widgets.link_title_required": "Посилання має мати назву",
  "widgets.link_title_too_long": "Назва посилання задовга",
  "widgets.link_required": "Посилання має мати адресу",
  "widgets.link_invalid_url": "Введіть коректний URL (http або https)",
  "widgets.link_invalid_article": "Оберіть статтю бази знань",
  "widgets.link_not_found": "Посилання не знайдено",
  "widgets.links_limit": "У блоці посилань не більше {{max}} посилань",
  "widgets.invalid_time_zone": "Невідомий часовий пояс",
};
