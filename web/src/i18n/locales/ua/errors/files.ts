import type { filesErrors } from "@intranet/contracts/files";
import type { ErrorTexts } from "../../../types";

export const files: ErrorTexts<typeof filesErrors> = {
  "files.upload_error": "Помилка завантаження",
  "files.download_error": "Помилка звантаження",
  "files.save_error": "Помилка збереження файлу",
  "files.delete_error": "Помилка під час видалення файлу",
  "files.bulk_delete_error": "Помилка під час видалення файлів з бази",
  "files.too_big": "Завеликий розмір файлу",
  "files.attachment_too_big": "Файли понад {{size}} не можна прикріпити",
  "files.not_found": "Файл не знайдено або видалено",
  "files.storage_limit": "Досягнуто межі сховища ({{size}}), доступно {{available}}",
  "files.wrong_image_size": "Неправильний розмір зображення",
};
