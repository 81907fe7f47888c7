import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { searchQuerySchema } from "@intranet/contracts/search";
import { updateItemBodySchema } from "@intranet/contracts/shop";
import {
  indexEvent,
  registerReaderLabels,
  registerSearchSource,
  reindexTenant,
  search,
  searchSources,
} from "../search";
import type { Actor } from "@intranet/contracts";
import { captureEvents } from "../testing/capture";
import { deleteItem, updateItem } from "./items";
import { shopReaderLabels } from "./reader-labels";
import { shopSearchSource } from "./search-source";
import { item, shopTenant, type ShopTenant } from "./test-support";

const events = captureEvents();
let shop: ShopTenant;
let other: ShopTenant;
beforeAll(async () => {
  if (!searchSources().includes(shopSearchSource)) registerSearchSource(shopSearchSource);
  registerReaderLabels(shopReaderLabels);
  [shop, other] = await Promise.all([shopTenant(1), shopTenant(0)]);
});

const found = async (actor: Actor, q: string) =>
  (await search(actor, z.parse(searchQuerySchema, { q, types: "shopItem" }))).groups.flatMap((group) =>
    group.hits.map((hit) => hit.id),
  );

/** Each event the shop published since the last call, indexed as the search subscriber does. */
async function indexPublished(): Promise<void> {
  for (const event of events.splice(0)) await indexEvent(event);
}

describe("shop items in search (issue 31 item 13)", () => {
  it("finds an item on sale for those with the shop right, one off sale for its managers only, none once deleted", async () => {
    const { tenantId, manager, admin, people, outsider } = shop;
    const [ann] = people;
    const hoodie = await item(manager.actor, tenantId, { name: "Lavender hoodie", description: "Warm and soft" });
    await indexPublished();
    expect(await found(ann!.actor, "lavender")).toEqual([hoodie._id]);
    expect(await found(ann!.actor, "soft")).toEqual([hoodie._id]);
    // The hit opens the item, not just the shop.
    const [hit] = (await search(ann!.actor, z.parse(searchQuerySchema, { q: "lavender", types: "shopItem" })))
      .groups[0]!.hits;
    expect(hit?.path).toBe(`/shop/?item=${hoodie._id}`);
    expect(await found(outsider.actor, "lavender")).toEqual([]);
    expect(await found(other.manager.actor, "lavender")).toEqual([]);

    await updateItem(manager.actor, tenantId, updateItemBodySchema.parse({ _id: hoodie._id, available: false }));
    await indexPublished();
    expect(await found(ann!.actor, "lavender")).toEqual([]);
    expect(await found(manager.actor, "lavender")).toEqual([hoodie._id]);
    expect(await found(admin.actor, "lavender")).toEqual([hoodie._id]);

    await deleteItem(manager.actor, hoodie._id);
    await indexPublished();
    expect(await found(manager.actor, "lavender")).toEqual([]);
  });

  it("the re-index finds every item of the company", async () => {
    const { tenantId, manager, people } = shop;
    const lamp = await item(manager.actor, tenantId, { name: "Saltwater lamp" });
    events.splice(0);
    await reindexTenant(tenantId);
    expect(await found(people[0]!.actor, "saltwater")).toEqual([lamp._id]);
  });
});
