import type { Actor } from "@intranet/contracts";
import { isTagModel, tagModuleOf, type TagModel, type TagModule } from "@intranet/contracts/tags";
import { AppError } from "../platform";

/** What the caller may do with an item: edit it, only read it, nothing, or it does not exist (in this company). */
export type TagAccess = "write" | "read" | "none" | "missing";

/**
 * A module whose items take tags (articles, vacancies, later tasks) answers who may tag an item, in
 * its leaf `core/src/<m>/tag-target.ts` (`tagTargets`, by model). The composition root
 * (packages/functions/src/tag-targets.ts, generated) registers a loader per vocabulary
 * (`tagModuleOf`), so tags never import the modules that use them and the tags Lambda loads only
 * the module whose item is tagged; a model nobody registered takes no tags (closed by default).
 */
export interface TagTarget {
  canTag(actor: Actor, clientId: string, itemId: string): Promise<TagAccess>;
}

export type TagTargets = Partial<Record<TagModel, TagTarget>>;

const targets: TagTargets = {};
const loaders = new Map<TagModule, () => Promise<TagTargets>>();

export function registerTagTarget(model: TagModel, target: TagTarget): void {
  targets[model] = target;
}

/** The owner of a vocabulary's models offers their targets, loaded on the first tag call for one. */
export function registerTagTargets(module: TagModule, load: () => Promise<TagTargets>): void {
  loaders.set(module, load);
}

/** The registered target of a model (undefined: unknown, or nobody registered it). */
export async function tagTarget(model: string): Promise<TagTarget | undefined> {
  if (!isTagModel(model)) return undefined;
  if (targets[model]) return targets[model];
  const load = loaders.get(tagModuleOf[model]);
  return load ? (await load())[model] : undefined;
}

/**
 * The model's vocabulary, once the caller may edit the item: an unknown model is 404
 * `tags.unknown_model`; an item that does not exist or that they may not read is not found for
 * them (nothing revealed); one they only read is 403 `tags.forbidden`.
 */
export async function requireTaggable(
  actor: Actor,
  clientId: string,
  model: string,
  itemId: string,
): Promise<{ model: TagModel; module: TagModule }> {
  const target = await tagTarget(model);
  if (!target || !isTagModel(model)) throw new AppError("tags.unknown_model");
  const access = await target.canTag(actor, clientId, itemId);
  if (access === "missing" || access === "none") throw new AppError("tags.item_not_found");
  if (access !== "write") throw new AppError("tags.forbidden");
  return { model, module: tagModuleOf[model] };
}
