import type { Actor } from "@intranet/contracts";
import {
  tagLimits,
  type CreateTagBody,
  type TagList,
  type TagListQuery,
  type TagModule,
  type TagView,
  type UpdateTagBody,
} from "@intranet/contracts/tags";
import { named, writeTransaction } from "../db";
import { AppError, newId, requireTenant, tenantOfPath } from "../platform";
import { publish } from "./events";
import { nameKeyOf } from "./names";
import { moduleTags, requireTag } from "./store";
import type { TagRecord } from "./tag.entity";
import { byName, mayManage, toTagView } from "./views";

/**
 * GET /api/tag/{client}/{module}: every employee sees the vocabulary (the item's module decides who
 * tags what). With `tmpl`, the tags whose name contains it in any case, those starting with it first.
 */
export async function listTags(actor: Actor, client: string, module: TagModule, query: TagListQuery): Promise<TagList> {
  const clientId = tenantOfPath(actor, client);
  const typed = query.tmpl ? nameKeyOf(query.tmpl) : "";
  const tags = (await moduleTags(clientId, module)).filter((tag) => tag.nameKey.includes(typed));
  const starts = (tag: TagRecord) => (typed && !tag.nameKey.startsWith(typed) ? 1 : 0);
  tags.sort((a, b) => starts(a) - starts(b) || byName(a, b));
  return { items: tags.map((tag) => toTagView(actor, tag)) };
}

/**
 * POST /api/tag: the tag and its name's guard in one transaction, so two creates of one name in
 * parallel leave exactly one tag. The 500 limit is read first (a burst may pass it by a few: the
 * limit bounds the list's size, it is not a quota).
 */
export async function createTag(actor: Actor, body: CreateTagBody): Promise<TagView> {
  const clientId = requireTenant(actor);
  const nameKey = nameKeyOf(body.name);
  const existing = await moduleTags(clientId, body.module);
  if (existing.some((tag) => tag.nameKey === nameKey)) throw new AppError("tags.name_taken");
  if (existing.length >= tagLimits.tagsMax) throw new AppError("tags.too_many");
  const tag: TagRecord = {
    clientId,
    module: body.module,
    tagId: newId(),
    name: body.name,
    nameKey,
    ...(body.colour ? { colour: body.colour } : {}),
    createdBy: actor.userId,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction((e) => [
    named("name", e.tagName.create({ clientId, module: tag.module, nameKey, tagId: tag.tagId }).commit()),
    named("tag", e.tag.create(tag).commit()),
  ]);
  if (outcome.failed("name")) throw new AppError("tags.name_taken");
  if (!outcome.ok) throw new AppError("common.conflict");
  return toTagView(actor, tag);
}

/** The tag, once the caller may manage it (its creator or an admin). */
async function manageable(actor: Actor, clientId: string, tagId: string): Promise<TagRecord> {
  const tag = await requireTag(clientId, tagId);
  if (!mayManage(actor, tag)) throw new AppError("tags.forbidden");
  return tag;
}

/**
 * PUT /api/tags/{id}: a new name moves the guard in the same transaction as the tag (a taken name
 * writes nothing); a change of case only keeps the guard. Each write is conditioned on the name it
 * read, so two renames racing cannot leave a guard behind.
 */
export async function updateTag(actor: Actor, tagId: string, body: UpdateTagBody): Promise<TagView> {
  const clientId = requireTenant(actor);
  const tag = await manageable(actor, clientId, tagId);
  const name = body.name ?? tag.name;
  const nameKey = nameKeyOf(name);
  const updatedAt = new Date().toISOString();
  const { colour: _colour, ...rest } = tag;
  const colour = body.colour === undefined ? tag.colour : (body.colour ?? undefined);
  const next: TagRecord = { ...rest, name, nameKey, updatedAt, ...(colour ? { colour } : {}) };
  const key = { clientId, module: tag.module, tagId };
  const outcome = await writeTransaction((e) => {
    const patch = e.tag.patch(key).set({ name, nameKey, updatedAt, ...(colour ? { colour } : {}) });
    const written = (colour ? patch : patch.remove(["colour"]))
      .where((attribute, op) => op.eq(attribute.nameKey, tag.nameKey))
      .commit();
    if (nameKey === tag.nameKey) return [named("tag", written)];
    const guard = (value: string) => ({ clientId, module: tag.module, nameKey: value });
    return [
      named("tag", written),
      named("name", e.tagName.create({ ...guard(nameKey), tagId }).commit()),
      named(
        "old",
        e.tagName
          .delete(guard(tag.nameKey))
          .where((attribute, op) => op.eq(attribute.tagId, tagId))
          .commit(),
      ),
    ];
  });
  if (outcome.failed("name")) throw new AppError("tags.name_taken");
  if (!outcome.ok) throw new AppError("common.conflict");
  if (nameKey !== tag.nameKey || name !== tag.name)
    await publish({ type: "tag.renamed", tenantId: clientId, detail: { tagId, module: tag.module } });
  return toTagView(actor, next);
}
