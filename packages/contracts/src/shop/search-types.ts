import type { SearchTypeDeclarations } from "../search/search-type";

/** The shop: its items, found by those with the shop right (an item off sale by its managers only). */
export const shopSearchTypes = {
  shopItem: { access: "shop", order: 80 },
} as const satisfies SearchTypeDeclarations;
