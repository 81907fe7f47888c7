import { tagModules, type TagModule } from "@intranet/contracts/tags";
import { getAll } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import type { TagRecord } from "./tag.entity";

/** Every tag of a module's vocabulary in a company: one Query of one small partition (≤ 500 tags). */
export async function moduleTags(clientId: string, module: TagModule): Promise<TagRecord[]> {
  const { data } = await db().entities.tag.query.byModule({ clientId, module }).go({ pages: "all" });
  return data;
}

/** These tags of one module, by id (one BatchGet); ids not in it are left out. */
export async function tagsIn(clientId: string, module: TagModule, tagIds: string[]): Promise<Map<string, TagRecord>> {
  const keys = [...new Set(tagIds)].map((tagId) => ({ clientId, module, tagId }));
  const found = await getAll(keys, (batch) => db().entities.tag.get(batch).go());
  return new Map(found.map((tag) => [tag.tagId, tag]));
}

/**
 * A tag named by its id alone (`PUT /api/tags/{id}`): its key holds the module, so every module's
 * key is asked in ONE BatchGet (three keys). Another company's tag is simply not in this one's keys.
 */
export async function findTag(clientId: string, tagId: string): Promise<TagRecord | undefined> {
  const keys = tagModules.map((module) => ({ clientId, module, tagId }));
  const found = await getAll(keys, (batch) => db().entities.tag.get(batch).go());
  return found[0];
}

export async function requireTag(clientId: string, tagId: string): Promise<TagRecord> {
  const tag = await findTag(clientId, tagId);
  if (!tag) throw new AppError("tags.not_found");
  return tag;
}

/**
 * These tags, all of the module: one from another module is `tags.wrong_module`, one that does
 * not exist in the company `tags.not_found` (the second read only on that refusal's path).
 */
export async function requireModuleTags(
  clientId: string,
  module: TagModule,
  tagIds: string[],
  /** Read in the same BatchGet, not required (an item's current tags). */
  others: string[] = [],
): Promise<Map<string, TagRecord>> {
  const tags = await tagsIn(clientId, module, [...tagIds, ...others]);
  const missing = tagIds.find((tagId) => !tags.has(tagId));
  if (missing === undefined) return tags;
  throw new AppError((await findTag(clientId, missing)) ? "tags.wrong_module" : "tags.not_found");
}
