import type { ErrorMessages } from "../error-map";
import type { shopErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const shopErrorMessages: ErrorMessages<typeof shopErrors> = {
  "shop.achievement_save_error": "Achievement save error",
  "shop.item_delete_error": "Item delete error",
  "shop.item_has_sales": "An item with sales cannot be deleted",
  "shop.coins_not_cancelled": "The coins were not cancelled",
  "shop.insufficient_coins": "Insufficient coins",
  "shop.accrual_error": "Accrual error",
  "shop.self_accrual": "A manager cannot accrue to themselves: another manager must do it",
  "shop.cancel_error": "Cancel error",
  "shop.superadmin_cannot_buy": "A super-administrator cannot buy",
  "shop.item_not_found": "Item not found",
  "shop.out_of_stock": "The item is out of stock or not available",
  "shop.achievement_not_found": "Achievement not found",
  "shop.accrual_not_found": "Accrual not found",
  "shop.order_not_found": "Order not found",
  "shop.picture_invalid": "The picture is not an image uploaded to the shop",
  "shop.period_invalid": "The period is invalid or longer than {max} days",
};
