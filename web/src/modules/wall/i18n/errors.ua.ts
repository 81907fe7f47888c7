import type { wallErrors } from "@intranet/contracts/wall";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof wallErrors> = {
  "posts.not_found": "Публікацію не знайдено",
  "posts.text_required": "Потрібен текст публікації",
  "posts.thanks_too_short": "Подяка має бути довшою за {{min}} символів",
  "posts.thanks_one_person": "У подяці згадується рівно одна людина",
  "posts.thanks_self": "Не можна подякувати самому собі",
  "posts.mention_not_found": "Згадана людина не є активним співробітником",
  "posts.attachment_invalid": "Вкладення не є завантаженим вами вкладенням публікації",
  "posts.comment_not_found": "Коментар не знайдено",
  "posts.comment_text_required": "Потрібен текст коментаря",
};
