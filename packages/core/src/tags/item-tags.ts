import type { Actor } from "@intranet/contracts";
import { tagLimits, type AttachTagsBody, type ItemTagsView, type TagModel } from "@intranet/contracts/tags";
import { AppError, requireTenant } from "../platform";
import { changeLinks, type TaggedItem } from "./links";
import type { TagRecord } from "./tag.entity";
import { requireTaggable } from "./targets";
import { toTagView } from "./views";

const view = (actor: Actor, item: TaggedItem, tags: TagRecord[]): ItemTagsView => ({
  model: item.model,
  item_id: item.itemId,
  tags: tags.map((tag) => toTagView(actor, tag)),
});

/** The item, once the caller may edit it (its module's registered rule). */
async function taggable(actor: Actor, clientId: string, model: string, itemId: string): Promise<TaggedItem> {
  const known = await requireTaggable(actor, clientId, model, itemId);
  return { clientId, model: known.model, itemId };
}

/** PUT /api/tag/attach/to/{model}/{item}: ADDs the tags (those the item has stay), for whoever may edit it. */
export async function attachTags(
  actor: Actor,
  model: string,
  itemId: string,
  body: AttachTagsBody,
): Promise<ItemTagsView> {
  const clientId = requireTenant(actor);
  const item = await taggable(actor, clientId, model, itemId);
  const tags = await changeLinks(item, body.tagIds, () => ({ add: body.tagIds, remove: [] }));
  return view(actor, item, tags);
}

/** PUT /api/detach/{id}/from/{model}/{item}: takes one tag off; a tag the item does not have changes nothing. */
export async function detachTag(actor: Actor, tagId: string, model: string, itemId: string): Promise<ItemTagsView> {
  const clientId = requireTenant(actor);
  const item = await taggable(actor, clientId, model, itemId);
  const tags = await changeLinks(item, [tagId], () => ({ add: [], remove: [tagId] }));
  return view(actor, item, tags);
}

/**
 * An item's tags become exactly these (the owning module's create or edit form, after its own
 * access check): the missing ones attached, the others detached, in one transaction. Answers the
 * item's tag ids by name.
 */
export async function setItemTags(
  clientId: string,
  model: TagModel,
  itemId: string,
  tagIds: string[],
): Promise<string[]> {
  const wanted = [...new Set(tagIds)];
  if (wanted.length > tagLimits.perItemMax) throw new AppError("tags.too_many_on_item");
  const tags = await changeLinks({ clientId, model, itemId }, wanted, (current) => ({
    add: wanted,
    remove: current.filter((tagId) => !wanted.includes(tagId)),
  }));
  return tags.map((tag) => tag.tagId);
}

/** An item was deleted: every tag comes off it (idempotent). */
export async function detachAllFrom(clientId: string, model: TagModel, itemId: string): Promise<void> {
  await changeLinks({ clientId, model, itemId }, [], (current) => ({ add: [], remove: current }));
}
