import { AppError } from "../platform";
import { tagNames, type TagAccess } from "../tags";
import type { Actor } from "@intranet/contracts";
import { accessFor } from "./access";

/** Tags given with a node must be the knowledge base's (`tags.not_found`): one Query of its vocabulary. */
export async function requireArticleTags(clientId: string, tagIds: string[]): Promise<void> {
  if (!tagIds.length) return;
  const names = await tagNames(clientId, "articles");
  if (tagIds.some((tagId) => !names.has(tagId))) throw new AppError("tags.not_found");
}

/**
 * The tags module's question about a node (offered by ./tag-target.ts): who may edit
 * it tags it, who reads it sees its tags, anyone else finds nothing.
 */
export const articleTagTarget = {
  async canTag(actor: Actor, clientId: string, itemId: string): Promise<TagAccess> {
    if (actor.tenantId !== clientId) return "missing";
    const access = await accessFor(actor);
    const node = access.tree.byId.get(itemId);
    if (!node || !access.canRead(node)) return "missing";
    return access.canWrite(node) ? "write" : "read";
  },
};
