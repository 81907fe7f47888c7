import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { TagView } from "@intranet/contracts/tags";
import type { TagRecord } from "./tag.entity";

/** Rename, recolour, delete: the tag's creator or the company's admins (a visiting superadmin too). */
export const mayManage = (actor: Actor, tag: Pick<TagRecord, "createdBy">): boolean =>
  isAdminOrAbove(actor) || tag.createdBy === actor.userId;

export function toTagView(actor: Actor, tag: TagRecord): TagView {
  return {
    _id: tag.tagId,
    client_id: tag.clientId,
    module: tag.module,
    name: tag.name,
    ...(tag.colour ? { colour: tag.colour } : {}),
    createdBy: tag.createdBy,
    createdAt: tag.createdAt,
    // A link racing a deletion may leave the counter a step off: never shown below zero.
    uses: Math.max(0, tag.uses ?? 0),
    can: { manage: mayManage(actor, tag) },
  };
}

/** By name, as people read a list of tags. */
export const byName = (a: Pick<TagRecord, "name">, b: Pick<TagRecord, "name">): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" });
