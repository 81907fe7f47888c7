import type { wallErrors } from "@intranet/contracts/wall";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof wallErrors> = {
  "posts.not_found": "Публикация не найдена",
  "posts.text_required": "Нужен текст публикации",
  "posts.thanks_too_short": "Благодарность должна быть длиннее {{min}} символов",
  "posts.thanks_one_person": "В благодарности упоминается ровно один человек",
  "posts.thanks_self": "Нельзя поблагодарить самого себя",
  "posts.mention_not_found": "Упомянутый человек не является активным сотрудником",
  "posts.attachment_invalid": "Вложение не является загруженным вами вложением публикации",
  "posts.comment_not_found": "Комментарий не найден",
  "posts.comment_text_required": "Нужен текст комментария",
};
