import type { shopErrors } from "@intranet/contracts/shop";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof shopErrors> = {
  "shop.achievement_save_error": "Помилка збереження досягнення",
  "shop.item_delete_error": "Помилка видалення товару",
  "shop.item_has_sales": "Товар із продажами не можна видалити",
  "shop.coins_not_cancelled": "Монети не скасовано",
  "shop.insufficient_coins": "Недостатньо монет",
  "shop.accrual_error": "Помилка нарахування",
  "shop.self_accrual": "Менеджер не може нараховувати самому собі: це має зробити інший менеджер",
  "shop.cancel_error": "Помилка скасування",
  "shop.superadmin_cannot_buy": "Суперадміністратор не може робити покупки",
  "shop.item_not_found": "Товар не знайдено",
  "shop.out_of_stock": "Товару немає в наявності або він недоступний",
  "shop.achievement_not_found": "Досягнення не знайдено",
  "shop.accrual_not_found": "Нарахування не знайдено",
  "shop.order_not_found": "Замовлення не знайдено",
  "shop.picture_invalid": "Зображення не є картинкою, завантаженою до магазину",
  "shop.period_invalid": "Період вказано неправильно або він довший за {{max}} днів",
};
