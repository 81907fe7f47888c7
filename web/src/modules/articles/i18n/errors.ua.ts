import type { articlesErrors } from "@intranet/contracts/articles";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof articlesErrors> = {
  "articles.not_found": "Статтю не знайдено",
  "articles.forbidden": "Ви не можете змінювати цей розділ бази знань",
  "articles.validation_error": "Помилка валідації",
  "articles.title_required": "Вкажіть заголовок",
  "articles.content_required": "Напишіть текст статті",
  "articles.section_required": "Виберіть розділ (папку) для статті",
  "articles.too_long": "Стаття задовга",
  "articles.bad_url": "Вкажіть коректне посилання (http або https)",
  "articles.parent_not_folder": "Статтю можна покласти лише в папку",
  "articles.move_into_self": "Папку не можна перемістити в саму себе",
  "articles.move_into_descendant": "Папку не можна перемістити у вкладену в неї папку",
  "articles.move_same_folder": "Вона вже в цій папці",
  "articles.too_deep": "Папки не можна вкладати глибше",
  "articles.too_many": "База знань заповнена: спершу видаліть старі статті",
  "articles.too_many_files": "Забагато файлів в одній статті",
  "articles.file_not_found": "Файл не знайдено або видалено",
  "articles.not_media": "Файл має бути зображенням",
  "articles.edit_conflict": "Хтось зберіг статтю, поки ви її редагували: оновіть її та внесіть зміни знову",
  "articles.revision_not_found": "Версію не знайдено",
};
