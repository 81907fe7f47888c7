import type { articlesErrors } from "@intranet/contracts/articles";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof articlesErrors> = {
  "articles.not_found": "Статья не найдена",
  "articles.forbidden": "Вы не можете менять этот раздел базы знаний",
  "articles.validation_error": "Ошибка валидации",
  "articles.title_required": "Укажите заголовок",
  "articles.content_required": "Напишите текст статьи",
  "articles.section_required": "Выберите раздел (папку) для статьи",
  "articles.too_long": "Статья слишком длинная",
  "articles.bad_url": "Укажите корректную ссылку (http или https)",
  "articles.parent_not_folder": "Статью можно положить только в папку",
  "articles.move_into_self": "Папку нельзя переместить в саму себя",
  "articles.move_into_descendant": "Папку нельзя переместить во вложенную в неё папку",
  "articles.move_same_folder": "Она уже в этой папке",
  "articles.too_deep": "Папки нельзя вкладывать глубже",
  "articles.too_many": "База знаний заполнена: сначала удалите старые статьи",
  "articles.too_many_files": "Слишком много файлов у одной статьи",
  "articles.file_not_found": "Файл не найден или удалён",
  "articles.not_media": "Файл должен быть изображением",
  "articles.edit_conflict": "Кто-то сохранил статью, пока вы её редактировали: обновите её и внесите изменения снова",
  "articles.revision_not_found": "Версия не найдена",
};
