import { tagLimits, tagModuleOf, type TagModel } from "@intranet/contracts/tags";
import { named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { AppError } from "../platform";
import { publish } from "./events";
import { tagsOfItem } from "./lookups";
import { requireModuleTags } from "./store";
import type { TagRecord } from "./tag.entity";
import { byName } from "./views";

/** What to change on an item, given the tags it has now. */
export type LinkPlan = (current: string[]) => { add: string[]; remove: string[] };

/** An item of a model in a company. */
export interface TaggedItem {
  clientId: string;
  model: TagModel;
  itemId: string;
}

const ATTEMPTS = 3;

/**
 * Changes an item's links in ONE transaction: each new link is created only if absent with +1 on
 * its tag's `uses` (a patch: the tag must still exist, so a tag deleted meanwhile is refused, not
 * linked), each removed link deleted only if present with −1. `required` tags must be of the model's
 * module (`tags.wrong_module`, `tags.not_found`); an item ends with at most 20 tags. A concurrent
 * change to the same links re-reads and plans again. Answers the item's tags afterwards, by name.
 */
export async function changeLinks(item: TaggedItem, required: string[], plan: LinkPlan): Promise<TagRecord[]> {
  const { clientId, model, itemId } = item;
  const module = tagModuleOf[model];
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const current = await tagsOfItem(clientId, model, itemId);
    const tags = await requireModuleTags(clientId, module, required, current);
    const planned = plan(current);
    const add = [...new Set(planned.add)].filter((tagId) => !current.includes(tagId));
    const remove = [...new Set(planned.remove)].filter((tagId) => current.includes(tagId));
    const after = current.filter((tagId) => !remove.includes(tagId)).concat(add);
    if (add.length && after.length > tagLimits.perItemMax) throw new AppError("tags.too_many_on_item");
    const result = () => after.flatMap((tagId) => tags.get(tagId) ?? []).sort(byName);
    if (!add.length && !remove.length) return result();
    const createdAt = new Date().toISOString();
    const outcome = await writeTransaction((e) => [
      ...add.flatMap((tagId) => linkCommits(e, { ...item, tagId, createdAt }, module)),
      ...remove.flatMap((tagId) => unlinkCommits(e, { ...item, tagId }, tags.get(tagId))),
    ]);
    if (outcome.ok) {
      for (const tagId of add) tags.set(tagId, { ...tags.get(tagId)!, uses: (tags.get(tagId)?.uses ?? 0) + 1 });
      await publishChanges(item, add, remove);
      return result();
    }
    if (add.some((tagId) => outcome.failed(`tag.${tagId}`))) throw new AppError("tags.not_found");
  }
  throw new AppError("common.conflict");
}

function linkCommits(
  e: TransactionEntities,
  link: TaggedItem & { tagId: string; createdAt: string },
  module: TagRecord["module"],
): NamedCommit[] {
  return [
    named(`link.${link.tagId}`, e.tagLink.create(link).commit()),
    named(
      `tag.${link.tagId}`,
      e.tag.patch({ clientId: link.clientId, module, tagId: link.tagId }).add({ uses: 1 }).commit(),
    ),
  ];
}

/** A link whose tag is already gone (a deletion's sweep racing) is removed without a count to keep. */
function unlinkCommits(e: TransactionEntities, link: TaggedItem & { tagId: string }, tag?: TagRecord): NamedCommit[] {
  const unlink = e.tagLink
    .delete(link)
    .where((attribute, op) => op.exists(attribute.tagId))
    .commit();
  const key = tag && { clientId: tag.clientId, module: tag.module, tagId: tag.tagId };
  return [
    named(`unlink.${link.tagId}`, unlink),
    ...(key ? [named(`untag.${link.tagId}`, e.tag.patch(key).add({ uses: -1 }).commit())] : []),
  ];
}

async function publishChanges(item: TaggedItem, added: string[], removed: string[]): Promise<void> {
  const detail = (tagIds: string[]) => ({ model: item.model, itemId: item.itemId, tagIds });
  await publish(
    ...(added.length ? [{ type: "tag.attached" as const, tenantId: item.clientId, detail: detail(added) }] : []),
    ...(removed.length ? [{ type: "tag.detached" as const, tenantId: item.clientId, detail: detail(removed) }] : []),
  );
}
