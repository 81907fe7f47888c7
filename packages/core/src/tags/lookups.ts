import type { TagModel, TagModule } from "@intranet/contracts/tags";
import { db } from "./entities";
import { moduleTags } from "./store";

/**
 * Every item's tags of one model in a company, for a list that filters by tags at a fixed cost
 * (the articles tree): ONE Query of the model's link partition, paged only beyond 1 MB (~5,000
 * links), whatever the number of items or tags asked about.
 */
export async function tagsOfItems(clientId: string, model: TagModel): Promise<Map<string, string[]>> {
  const { data } = await db()
    .entities.tagLink.query.byItem({ clientId, model })
    .go({ pages: "all", attributes: ["itemId", "tagId"] });
  const byItem = new Map<string, string[]>();
  for (const link of data) byItem.set(link.itemId, [...(byItem.get(link.itemId) ?? []), link.tagId]);
  return byItem;
}

/** One item's tag ids: one Query. */
export async function tagsOfItem(clientId: string, model: TagModel, itemId: string): Promise<string[]> {
  const { data } = await db()
    .entities.tagLink.query.byItem({ clientId, model, itemId })
    .go({ pages: "all", attributes: ["tagId"] });
  return data.map((link) => link.tagId);
}

/** The items of a model a tag is on: one Query of the byTag index. */
export async function itemsOfTag(clientId: string, model: TagModel, tagId: string): Promise<string[]> {
  const { data } = await db()
    .entities.tagLink.query.byTag({ clientId, tagId, model })
    .go({ pages: "all", attributes: ["itemId"] });
  return data.map((link) => link.itemId);
}

/**
 * The items of a model that have ALL these tags (a filter's few tags: one Query each on the byTag
 * index). No tags asked: no items (the caller lists everything without a filter).
 */
export async function itemsWithTags(clientId: string, model: TagModel, tagIds: string[]): Promise<string[]> {
  const asked = [...new Set(tagIds)];
  if (!asked.length) return [];
  const [first, ...others] = await Promise.all(asked.map((tagId) => itemsOfTag(clientId, model, tagId)));
  const sets = others.map((items) => new Set(items));
  return (first ?? []).filter((itemId) => sets.every((set) => set.has(itemId)));
}

/** Tag names by id of a module's vocabulary (one Query): for a search over names or an item's indexed text. */
export async function tagNames(clientId: string, module: TagModule): Promise<Map<string, string>> {
  return new Map((await moduleTags(clientId, module)).map((tag) => [tag.tagId, tag.name]));
}
