import type { Actor } from "@intranet/contracts";
import type {
  CreateItemBody,
  ItemDeleted,
  ItemPage,
  ItemRest,
  ItemsQuery,
  ItemView,
  UpdateItemBody,
} from "@intranet/contracts/shop";
import { isConditionFailure } from "../db";
import { AppError, newId } from "../platform";
import { canManage, inClient, managerIn, readSettings } from "./access";
import { db } from "./entities";
import type { ShopItemRecord } from "./item.entity";
import { publish } from "./events";
import { checkPictures } from "./pictures";
import { itemView } from "./views";

export async function findItem(clientId: string, itemId: string): Promise<ShopItemRecord | null> {
  const { data } = await db().entities.shopItem.get({ clientId, itemId }).go();
  return data ?? null;
}

export async function requireItem(clientId: string, itemId: string): Promise<ShopItemRecord> {
  const item = await findItem(clientId, itemId);
  if (!item) throw new AppError("shop.item_not_found");
  return item;
}

/** GET /api/shop/{client}/shop_items: one Query; unavailable items only for managers. */
export async function listItems(actor: Actor, client: string, query: ItemsQuery): Promise<ItemPage> {
  const clientId = inClient(actor, client);
  const [settings, { data }] = await Promise.all([
    readSettings(clientId),
    db().entities.shopItem.query.byClient({ clientId }).go({ pages: "all" }),
  ]);
  const manager = canManage(actor, settings);
  const items = data.filter((item) => manager || item.available).sort(compare(query));
  return { items: items.map(itemView) };
}

function compare({ sort, order }: ItemsQuery) {
  const sign = order === "asc" ? 1 : -1;
  return (a: ShopItemRecord, b: ShopItemRecord) => {
    const left = a[sort];
    const right = b[sort];
    const diff = typeof left === "number" ? left - (right as number) : String(left).localeCompare(String(right));
    return sign * (diff || a.itemId.localeCompare(b.itemId));
  };
}

/** POST /api/shop/{client}/shop_items (managers). */
export async function createItem(actor: Actor, client: string, body: CreateItemBody): Promise<ItemView> {
  const { clientId } = await managerIn(actor, client);
  const pics = await checkPictures(actor, clientId, body.pics);
  const item: ShopItemRecord = {
    clientId,
    itemId: newId(),
    name: body.name,
    description: body.description,
    cost: body.cost,
    startAmount: body.amount,
    amount: body.amount,
    rest: body.amount,
    available: body.available,
    pics,
    sold: 0,
    createdAt: new Date().toISOString(),
  };
  await db().entities.shopItem.create(item).go();
  await itemChanged(clientId, item.itemId);
  return itemView(item);
}

/** PUT /api/shop/{client}/shop_items (managers): name, description, cost, availability, pictures. */
export async function updateItem(actor: Actor, client: string, body: UpdateItemBody): Promise<ItemView> {
  const { clientId } = await managerIn(actor, client);
  const current = await requireItem(clientId, body._id);
  const pics = body.pics ? await checkPictures(actor, clientId, body.pics, current.pics) : undefined;
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.cost !== undefined ? { cost: body.cost } : {}),
    ...(body.available !== undefined ? { available: body.available } : {}),
    ...(pics ? { pics } : {}),
    updatedAt: new Date().toISOString(),
  };
  try {
    const { data } = await db()
      .entities.shopItem.patch({ clientId, itemId: body._id })
      .set(changes)
      .go({ response: "all_new" });
    await itemChanged(clientId, body._id);
    return itemView(data as ShopItemRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("shop.item_not_found");
    throw error;
  }
}

/** Search reads the item again (shop/search-source.ts). */
const itemChanged = (clientId: string, itemId: string) =>
  publish({ type: "shop.item_changed", tenantId: clientId, detail: { itemId } });

/** DELETE /api/shop/shop_items/{id} (managers): only an item never sold (`shop.item_has_sales`). */
export async function deleteItem(actor: Actor, itemId: string): Promise<ItemDeleted> {
  const { clientId } = await managerIn(actor);
  await requireItem(clientId, itemId);
  try {
    await db()
      .entities.shopItem.delete({ clientId, itemId })
      .where((attributes, { eq }) => eq(attributes.sold, 0))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("shop.item_has_sales");
    throw error;
  }
  await itemChanged(clientId, itemId);
  return { _id: itemId, deleted: true };
}

/** GET /api/item_rest/{id}: one GetItem. */
export async function itemRest(actor: Actor, itemId: string): Promise<ItemRest> {
  const item = await requireItem(inClient(actor), itemId);
  return { _id: item.itemId, rest: item.rest, available: item.available };
}

/** POST /api/shop_items/{id}/add/{amount} (managers): rest and amount grow by ADD (no lost update). */
export async function addStock(actor: Actor, itemId: string, amount: number): Promise<ItemView> {
  const { clientId } = await managerIn(actor);
  try {
    const { data } = await db()
      .entities.shopItem.patch({ clientId, itemId })
      .add({ rest: amount, amount })
      .set({ updatedAt: new Date().toISOString() })
      .go({ response: "all_new" });
    return itemView(data as ShopItemRecord);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("shop.item_not_found");
    throw error;
  }
}
