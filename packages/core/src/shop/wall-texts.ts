import type { AutoPost } from "@intranet/contracts/autoPosts";
import { personValue } from "@intranet/contracts/autoTexts";
import { coinsValue, type CurrencyNaming } from "@intranet/contracts/shop";
import type { NameParts } from "@intranet/contracts/users";
import type { ShopAccrualRecord } from "./accrual.entity";

/**
 * The wall post of a published accrual: kind `shop.coins` (or `shop.award` without coins) with the
 * recipient, the amount in the company's currency, the achievement and the comment as values
 * (contracts/shop/post-texts.ts), written in each reader's language and name order.
 */
export function accrualPost(
  recipient: NameParts & { userId: string },
  shop: CurrencyNaming,
  accrual: Pick<ShopAccrualRecord, "amount" | "achievementName" | "comment">,
): AutoPost {
  return {
    kind: accrual.amount ? "shop.coins" : "shop.award",
    params: {
      person: personValue(recipient),
      ...(accrual.amount ? { coins: coinsValue(accrual.amount, shop) } : {}),
      achievement: accrual.achievementName ?? "",
      comment: accrual.comment ?? "",
    },
  };
}
