import type { ErrorMessages, ErrorStatuses } from "../error-map";

/** The shop (`shop.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8 Shop), composed in ../errors.ts. */
export const shopErrors = {
  "shop.achievement_save_error": 500,
  "shop.item_delete_error": 500,
  "shop.item_has_sales": 409,
  "shop.coins_not_cancelled": 409,
  "shop.insufficient_coins": 409,
  "shop.accrual_error": 400,
  "shop.cancel_error": 400,
  "shop.superadmin_cannot_buy": 403,
  "shop.item_not_found": 404,
  "shop.out_of_stock": 409,
  "shop.achievement_not_found": 404,
  "shop.accrual_not_found": 404,
  "shop.order_not_found": 404,
  "shop.picture_invalid": 400,
  "shop.period_invalid": 400,
} as const satisfies ErrorStatuses;

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const shopErrorMessages: ErrorMessages<typeof shopErrors> = {
  "shop.achievement_save_error": "Achievement save error",
  "shop.item_delete_error": "Item delete error",
  "shop.item_has_sales": "An item with sales cannot be deleted",
  "shop.coins_not_cancelled": "The coins were not cancelled",
  "shop.insufficient_coins": "Insufficient coins",
  "shop.accrual_error": "Accrual error",
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
