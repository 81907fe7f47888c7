import type { shopErrors } from "@intranet/contracts/shop";
import type { ErrorTexts } from "../../../i18n/types";

export const errors: ErrorTexts<typeof shopErrors> = {
  "shop.achievement_save_error": "Ошибка сохранения достижения",
  "shop.item_delete_error": "Ошибка удаления товара",
  "shop.item_has_sales": "Товар с продажами нельзя удалить",
  "shop.coins_not_cancelled": "Монеты не отменены",
  "shop.insufficient_coins": "Недостаточно монет",
  "shop.accrual_error": "Ошибка начисления",
  "shop.self_accrual": "Менеджер не может начислять самому себе: это должен сделать другой менеджер",
  "shop.cancel_error": "Ошибка отмены",
  "shop.superadmin_cannot_buy": "Суперадминистратор не может совершать покупки",
  "shop.item_not_found": "Товар не найден",
  "shop.out_of_stock": "Товара нет в наличии или он недоступен",
  "shop.achievement_not_found": "Достижение не найдено",
  "shop.accrual_not_found": "Начисление не найдено",
  "shop.order_not_found": "Заказ не найден",
  "shop.picture_invalid": "Изображение не является картинкой, загруженной в магазин",
  "shop.period_invalid": "Период указан неверно или длиннее {{max}} дней",
};
