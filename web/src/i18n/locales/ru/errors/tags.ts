import type { tagsErrors } from "@intranet/contracts/tags";
import type { ErrorTexts } from "../../../types";

export const tags: ErrorTexts<typeof tagsErrors> = {
  "tags.not_found": "Тег не найден",
  "tags.forbidden": "Изменить тег может только его автор или администратор",
  "tags.name_required": "Укажите название тега",
  "tags.name_too_long": "Название тега — не длиннее 40 символов",
  "tags.name_taken": "Тег с таким названием уже есть",
  "tags.too_many": "В компании уже 500 тегов для этого раздела",
  "tags.too_many_on_item": "У записи не больше 20 тегов",
  "tags.unknown_model": "Сюда нельзя добавить теги",
  "tags.item_not_found": "Запись не найдена",
  "tags.wrong_module": "Этот тег относится к другому разделу",
};
