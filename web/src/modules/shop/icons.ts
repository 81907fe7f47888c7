/* The shop module's icons: found by the icon loader (ui/icons/loader.ts) when the shell's table lacks one. */
import dollarShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar";
import shoppingCartShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart";
import bankAccountShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account";
import badgeShop16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/badge";
import shopShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shop";
import badgeShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/badge";
import shoppingCartShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart";
import bankAccountShop20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account";

export const paths: Record<string, string[]> = {
  "16/dollar": dollarShop16,
  "16/shopping-cart": shoppingCartShop16,
  "16/bank-account": bankAccountShop16,
  "16/badge": badgeShop16,
  "20/shop": shopShop20,
  "20/badge": badgeShop20,
  "20/shopping-cart": shoppingCartShop20,
  "20/bank-account": bankAccountShop20,
};
