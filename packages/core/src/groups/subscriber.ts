import * as z from "zod/mini";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { purgeParentPosts } from "../posts";
import { db } from "./entities";
import type { GroupRecord } from "./group.entity";
import { findGroup } from "./store";

/**
 * The groups' bus subscriber (never the request path): a group post notifies the group's members
 * (section `groups`; the same dedupe key as the wall's mention, so a mentioned member hears once);
 * a request notifies the group's owner and administrators; an approval, the requester; an
 * invitation, the invitee; a deleted group's memberships and posts (with their files) are purged.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const postCreated = z.object({
  tenantId: id,
  postId: id,
  authorId: id,
  parent: z.object({ type: z.string(), id }),
  excerpt: z.catch(z.string(), ""),
});
const membership = z.object({
  tenantId: id,
  groupId: id,
  userId: id,
  byUserId: id,
  step: z.string(),
});
const deleted = z.object({ tenantId: id, groupId: id });

/** Members are notified a page at a time (a big group is many pages, each one notify call). */
const PAGE = 200;
const groupLink = (groupId: string) => `/group/${encodeURIComponent(groupId)}`;

export async function handleGroupEvent(type: string, detail: unknown): Promise<string> {
  if (type === "post.created") {
    const parsed = postCreated.safeParse(detail);
    if (!parsed.success || parsed.data.parent.type !== "group") return "ignored";
    return notifyMembers(parsed.data);
  }
  if (type === "group.membership") {
    const parsed = membership.safeParse(detail);
    return parsed.success ? onMembership(parsed.data) : "ignored";
  }
  if (type === "group.deleted") {
    const parsed = deleted.safeParse(detail);
    return parsed.success ? purgeGroup(parsed.data.tenantId, parsed.data.groupId) : "ignored";
  }
  return "ignored";
}

async function notifyMembers(post: z.infer<typeof postCreated>): Promise<string> {
  const group = await findGroup(post.tenantId, post.parent.id);
  if (!group) return "ignored";
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ userId: string }>; cursor: string | null } = await db()
      .entities.groupMembership.query.byState({ clientId: group.clientId, groupId: group.groupId, state: "member" })
      .go({ cursor, limit: PAGE });
    await notify(
      group.clientId,
      page.data.map((member) => member.userId),
      {
        section: "groups",
        kind: "post",
        template: "group.post",
        variables: { group: group.name, excerpt: post.excerpt },
        link: `/post/${encodeURIComponent(post.postId)}`,
        actorId: post.authorId,
        dedupeKey: `post:${post.postId}`,
        now: timeOfId(post.postId),
      },
    );
    cursor = page.cursor;
  } while (cursor);
  return "notified";
}

async function onMembership(event: z.infer<typeof membership>): Promise<string> {
  const group = await findGroup(event.tenantId, event.groupId);
  if (!group) return "ignored";
  const base = { section: "groups" as const, link: groupLink(group.groupId), actorId: event.byUserId };
  const key = `group:${group.groupId}:${event.userId}:${event.step}`;
  if (event.step === "requested")
    await notify(group.clientId, await managersOf(group), {
      ...base,
      kind: "request",
      template: "group.request",
      variables: { group: group.name },
      actorId: event.userId,
      dedupeKey: `${key}:${Date.now() - (Date.now() % 60_000)}`,
    });
  else if (event.step === "approved")
    await notify(group.clientId, [event.userId], {
      ...base,
      kind: "approved",
      template: "group.approved",
      variables: { group: group.name },
      dedupeKey: key,
    });
  else if (event.step === "invited")
    await notify(group.clientId, [event.userId], {
      ...base,
      kind: "invitation",
      template: "group.invited",
      variables: { group: group.name },
      dedupeKey: key,
    });
  else return "ignored";
  return "notified";
}

/** The owner and administrators: the first entries of the members' order (rank 0 and 1). */
async function managersOf(group: GroupRecord): Promise<string[]> {
  const { data } = await db()
    .entities.groupMembership.query.byState({ clientId: group.clientId, groupId: group.groupId, state: "member" })
    .lt({ rank: "2" })
    .go({ pages: "all" });
  return data.map((member) => member.userId);
}

/** A deleted group's memberships (one partition, paged) and its posts; idempotent. */
async function purgeGroup(clientId: string, groupId: string): Promise<string> {
  if (await findGroup(clientId, groupId)) return "ignored"; // not deleted after all
  const posts = await purgeParentPosts(clientId, { type: "group", id: groupId }, "system");
  let removed = 0;
  for (;;) {
    const { data } = await db().entities.groupMembership.query.byGroup({ clientId, groupId }).go({ limit: 100 });
    if (!data.length) break;
    await db()
      .entities.groupMembership.delete(data.map(({ userId }) => ({ clientId, groupId, userId })))
      .go();
    removed += data.length;
  }
  return `purged ${posts} posts, ${removed} memberships`;
}
