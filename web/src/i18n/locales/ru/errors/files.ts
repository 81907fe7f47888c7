import type { filesErrors } from "@intranet/contracts/files";
import type { ErrorTexts } from "../../../types";

export const files: ErrorTexts<typeof filesErrors> = {
  "files.upload_error": "Ошибка загрузки",
  "files.download_error": "Ошибка скачивания",
  "files.save_error": "Ошибка сохранения файла",
  "files.delete_error": "Ошибка при удалении файла",
  "files.bulk_delete_error": "Ошибка при удалении файлов из базы",
  "files.too_big": "Слишком большой размер файла",
  "files.attachment_too_big": "Файлы больше {{size}} нельзя прикрепить",
  "files.not_found": "Файл не найден или удалён",
  "files.storage_limit": "Достигнут предел хранилища ({{size}}), доступно {{available}}",
  "files.wrong_image_size": "Неверный размер изображения",
};
