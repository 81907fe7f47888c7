import type { Actor } from "@intranet/contracts";
import type { TagModel } from "@intranet/contracts/tags";
import { batchWrite, named, writeTransaction } from "../db";
import { AppError, tenantOfPath } from "../platform";
import { db } from "./entities";
import { itemsPerEvent, publish } from "./events";
import { requireTag } from "./store";
import type { TagRecord } from "./tag.entity";
import { mayManage } from "./views";

type Link = { clientId: string; model: TagModel; itemId: string; tagId: string };

/** Deletes every link of a tag (the byTag index, page by page); answers the items it was on. */
async function sweepLinks(clientId: string, tagId: string): Promise<Link[]> {
  const { data } = await db()
    .entities.tagLink.query.byTag({ clientId, tagId })
    .go({ pages: "all", attributes: ["clientId", "model", "itemId", "tagId"] });
  const links = data as Link[];
  await batchWrite((keys) => db().entities.tagLink.delete(keys).go(), links, ["clientId", "model", "itemId", "tagId"]);
  return links;
}

/**
 * DELETE /api/tag/{client}/{tag} (its creator or an admin): its links first, then the tag with its
 * name's guard, so a failure half-way leaves the tag listed and the deletion can simply run again.
 * An attach that committed between the sweep and the tag's deletion is swept by a second pass (an
 * attach after it is refused: its transaction needs the tag).
 */
export async function deleteTag(actor: Actor, client: string, tagId: string): Promise<void> {
  const clientId = tenantOfPath(actor, client);
  const tag = await requireTag(clientId, tagId);
  if (!mayManage(actor, tag)) throw new AppError("tags.forbidden");
  const links = await sweepLinks(clientId, tagId);
  await removeTag(tag);
  links.push(...(await sweepLinks(clientId, tagId)));
  await publishDeleted(tag, links);
}

async function removeTag(tag: TagRecord): Promise<void> {
  const { clientId, module, tagId, nameKey } = tag;
  const outcome = await writeTransaction((e) => [
    // Conditioned on the name read: a rename racing would otherwise leave its new guard behind.
    named(
      "tag",
      e.tag
        .delete({ clientId, module, tagId })
        .where((attribute, op) => op.eq(attribute.nameKey, nameKey))
        .commit(),
    ),
    named("name", e.tagName.delete({ clientId, module, nameKey }).commit()),
  ]);
  if (!outcome.ok) throw new AppError("common.conflict");
}

async function publishDeleted(tag: TagRecord, links: Link[]): Promise<void> {
  const items = [...new Map(links.map((link) => [`${link.model}:${link.itemId}`, link])).values()].map(
    ({ model, itemId }) => ({ model, itemId }),
  );
  const chunks = Array.from({ length: Math.max(1, Math.ceil(items.length / itemsPerEvent)) }, (_, index) =>
    items.slice(index * itemsPerEvent, (index + 1) * itemsPerEvent),
  );
  const detail = { tagId: tag.tagId, module: tag.module };
  await publish(
    ...chunks.map((chunk) => ({
      type: "tag.deleted" as const,
      tenantId: tag.clientId,
      detail: { ...detail, items: chunk },
    })),
  );
}
