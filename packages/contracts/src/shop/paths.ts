/** The storefront's query parameter naming the item it opens (search hits link to it). */
export const shopItemParam = "item";

/** The storefront with one item brought into view: `/shop/?item={id}`. */
export const shopItemPath = (itemId: string) => `/shop/?${shopItemParam}=${encodeURIComponent(itemId)}`;
