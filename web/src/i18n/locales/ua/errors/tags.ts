import type { tagsErrors } from "@intranet/contracts/tags";
import type { ErrorTexts } from "../../../types";

export const tags: ErrorTexts<typeof tagsErrors> = {
  "tags.not_found": "Тег не знайдено",
  "tags.forbidden": "Змінити тег може лише його автор або адміністратор",
  "tags.name_required": "Вкажіть назву тегу",
  "tags.name_too_long": "Назва тегу — не довша за 40 символів",
  "tags.name_taken": "Тег із такою назвою вже є",
  "tags.too_many": "У компанії вже 500 тегів для цього розділу",
  "tags.too_many_on_item": "У запису не більше 20 тегів",
  "tags.unknown_model": "Сюди не можна додати теги",
  "tags.item_not_found": "Запис не знайдено",
  "tags.wrong_module": "Цей тег належить до іншого розділу",
};
