import type { Actor, PostPage } from "@intranet/contracts";
import { allPages } from "../db";
import { AppError } from "../platform";
import { parentFeed, type PostParentRules } from "../posts";
import { accessOf } from "./access";
import { db } from "./entities";
import { groupsByIds, membershipsOf } from "./groups";
import type { GroupRecord } from "./group.entity";
import { groupAllowing, groupFor } from "./store";
export { groupReaderLabels } from "./reader-labels";

/**
 * A group's wall is the wall module's, with the group as the posts' parent (product-spec §3): the
 * wall asks these rules before it shows or accepts a group's post (registered in the composition
 * root, packages/functions/src/post-parents.ts). Reading many parents at once costs one BatchGet
 * of the groups and one of the caller's memberships, whatever their number.
 */
export const groupPostParent: PostParentRules = {
  async readable(actor, clientId, groupIds) {
    const [groups, mine] = await Promise.all([
      groupsByIds(clientId, groupIds),
      membershipsOf(clientId, actor.userId, groupIds),
    ]);
    return new Set(
      [...groups.values()]
        .filter((group) => accessOf(actor, group, mine.get(group.groupId)).read)
        .map((group) => group.groupId),
    );
  },
  async requirePoster(actor, _clientId, groupId) {
    const { access } = await groupFor(actor, groupId);
    if (!access.post) throw new AppError("common.no_access");
  },
  async *scan(clientId) {
    for await (const groups of everyGroup(clientId)) yield groups.map((group) => group.groupId);
  },
};

/** Every group of a tenant, a page at a time (re-indexes). */
export function everyGroup(clientId: string): AsyncIterable<GroupRecord[]> {
  return allPages(db().entities.group.query.byTenant({ clientId }));
}

/** GET /api/group/{id}/posts/{page}: whoever may read the group; the company wall's one Query + one BatchGet. */
export async function groupFeed(actor: Actor, groupId: string, page: string | null): Promise<PostPage> {
  const { clientId } = await groupAllowing(actor, groupId, "read");
  return parentFeed(actor, clientId, { type: "group", id: groupId }, page);
}
