import { shopItemPath } from "@intranet/contracts/shop";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { db } from "./entities";
import type { ShopItemRecord } from "./item.entity";
import { findItem } from "./items";
import { plugin } from "./plugin";
import { shopManagersLabel } from "./reader-labels";

const SCOPE = "item:";
const scopeOf = (itemId: string) => `${SCOPE}${itemId}`;

/** An item by its name and description: on sale, everyone with the shop right finds it; off sale, its managers. */
export function itemDocument(item: ShopItemRecord): SearchDocument {
  return {
    type: "shopItem",
    id: item.itemId,
    title: item.name,
    text: { title: item.name, headings: "", body: item.description, tags: [] },
    readers: item.available ? [readerLabel.all] : [readerLabel.admins, shopManagersLabel],
    // The storefront opens the item itself, not just the shop.
    path: shopItemPath(item.itemId),
    meta: {},
    date: item.createdAt,
  };
}

export const shopSearchSource: SearchSource = {
  name: "shop",
  events: plugin.searchEvents,
  scopesOf: (event) => {
    const { itemId } = event.detail as { itemId?: unknown };
    return typeof itemId === "string" ? [scopeOf(itemId)] : [];
  },
  async load(tenantId, scope) {
    const item = await findItem(tenantId, scope.slice(SCOPE.length));
    return item ? [itemDocument(item)] : [];
  },
  async *scan(tenantId) {
    let cursor: string | null = null;
    do {
      const page: { data: ShopItemRecord[]; cursor: string | null } = await db()
        .entities.shopItem.query.byClient({ clientId: tenantId })
        .go({ cursor, limit: 100 });
      yield page.data.map((item) => ({ scope: scopeOf(item.itemId), docs: [itemDocument(item)] }));
      cursor = page.cursor;
    } while (cursor);
  },
};
