import type { ErrorStatuses } from "../error-map";

/** The shop (`shop.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8 Shop), composed in ../errors.ts. */
export const shopErrors = {
  "shop.achievement_save_error": 500,
  "shop.item_delete_error": 500,
  "shop.item_has_sales": 409,
  "shop.coins_not_cancelled": 409,
  "shop.insufficient_coins": 409,
  "shop.accrual_error": 400,
  "shop.self_accrual": 403,
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
