import type { Actor } from "@intranet/contracts";
import type {
  CreateGroupBody,
  GroupAccess,
  GroupDeleted,
  GroupPage,
  GroupView,
  UpdateGroupBody,
} from "@intranet/contracts/groups";
import { getAll, named, pageOf, writeTransaction } from "../db";
import { AppError, newId, requireSameTenant, requireTenant } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import { LISTED, UNLISTED, type GroupRecord } from "./group.entity";
import { ROLE_RANK, type MembershipRecord } from "./membership.entity";
import { groupAllowing, groupFor } from "./store";
import { toGroupView } from "./views";
import { runDeletionChecks } from "./deletion-checks";
import { dropReplacedImage } from "../profileImages";

const nameFields = (name: string, type: GroupRecord["type"]) => ({
  name,
  nameKey: name.toLowerCase(),
  type,
  listed: type === "private" ? UNLISTED : LISTED,
});

/** POST /api/group/: the group and its owner's membership in one transaction. */
export async function createGroup(actor: Actor, body: CreateGroupBody): Promise<GroupView> {
  const clientId = requireTenant(actor);
  const now = new Date().toISOString();
  const group: GroupRecord = {
    clientId,
    groupId: newId(),
    ...nameFields(body.name, body.type),
    description: body.description,
    postPolicy: body.postPolicy,
    ownerId: actor.userId,
    membersCount: 1,
    createdBy: actor.userId,
    createdAt: now,
  };
  const owner: MembershipRecord = {
    clientId,
    groupId: group.groupId,
    userId: actor.userId,
    state: "member",
    role: "owner",
    rank: ROLE_RANK.owner,
    since: now,
  };
  const outcome = await writeTransaction((entities) => [
    named("group", entities.group.create(group).commit()),
    named("owner", entities.groupMembership.create(owner).commit()),
  ]);
  if (!outcome.ok) throw new AppError("groups.create_error");
  await publish({ type: "group.changed", tenantId: clientId, detail: { groupId: group.groupId } });
  return toGroupView(actor, group, owner);
}

/** GET /api/group/{id}. */
export async function getGroup(actor: Actor, groupId: string): Promise<GroupView> {
  const { group, mine } = await groupFor(actor, groupId);
  return toGroupView(actor, group, mine);
}

/** GET /api/group/can_read_by/{id}: what the wall and other modules ask before showing group content. */
export async function canReadBy(actor: Actor, groupId: string): Promise<GroupAccess> {
  const { access } = await groupFor(actor, groupId);
  return { group_id: groupId, read: access.read, post: access.post, manage: access.manage };
}

/** PUT /api/group/{id}: the owner, group administrators or company admins. */
export async function updateGroup(actor: Actor, groupId: string, body: UpdateGroupBody): Promise<GroupView> {
  const { clientId, group, mine } = await groupAllowing(actor, groupId, "manage");
  const next: GroupRecord = {
    ...group,
    ...nameFields(body.name ?? group.name, body.type ?? group.type),
    description: body.description ?? group.description,
    postPolicy: body.postPolicy ?? group.postPolicy,
    updatedAt: new Date().toISOString(),
  };
  const { name, nameKey, type, listed, description, postPolicy, updatedAt } = next;
  await db()
    .entities.group.patch({ clientId, groupId })
    .set({ name, nameKey, type, listed, description, postPolicy, updatedAt: updatedAt! })
    .go();
  await publish({ type: "group.changed", tenantId: clientId, detail: { groupId } });
  return toGroupView(actor, next, mine);
}

/**
 * DELETE /api/group/{id}: the owner or a company admin. Modules that hang things on a group (the
 * services module: `groups.has_services`) refuse through their registered check first. The group
 * item goes at once (it is not found from then on); its memberships, posts and files are purged
 * by the `group.deleted` subscriber, off the request path.
 */
export async function deleteGroup(actor: Actor, groupId: string): Promise<GroupDeleted> {
  const { clientId, group } = await groupAllowing(actor, groupId, "delete");
  await runDeletionChecks(clientId, groupId);
  await db().entities.group.delete({ clientId, groupId }).go();
  // Its pictures go with it (public copies and uploads, quota given back); posts and memberships follow on the bus.
  await dropReplacedImage(clientId, { url: group.avatar, fileId: group.avatarFileId }, {});
  await dropReplacedImage(clientId, { url: group.cover, fileId: group.coverFileId }, {});
  await publish({ type: "group.deleted", tenantId: clientId, detail: { groupId } });
  return { _id: groupId, deleted: true };
}

/**
 * GET /api/group/byClient/{client}: the groups the caller can find, by name — one Query of the
 * directory index (public and closed groups) and one BatchGet of the caller's memberships of that
 * page's groups; the first page also brings the caller's private groups (their memberships: one
 * Query and one BatchGet), put first.
 */
export async function listGroups(
  actor: Actor,
  clientId: string,
  query: { search?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<GroupPage> {
  requireSameTenant(actor, clientId);
  const search = query.search?.toLowerCase();
  const base = db().entities.group.query.byName({ clientId, listed: LISTED });
  const filtered = search ? base.where(({ nameKey }, { contains }) => contains(nameKey, search)) : base;
  const [page, privateOnes] = await Promise.all([
    pageOf(filtered, { cursor: query.cursor, size: query.limit, filtered: Boolean(search) }),
    query.cursor ? Promise.resolve([]) : privateGroupsOf(clientId, actor.userId, search),
  ]);
  const mine = await membershipsOf(
    clientId,
    actor.userId,
    page.items.map((group) => group.groupId),
  );
  const items = [
    ...privateOnes.map(({ group, membership }) => toGroupView(actor, group, membership)),
    ...page.items.map((group) => toGroupView(actor, group, mine.get(group.groupId))),
  ];
  return { items, cursor: page.cursor };
}

/**
 * GET /api/group/byUser/{user}: a person's groups, newest joined last, one Query of their
 * memberships and one BatchGet of the groups. The person sees their requests and invitations too;
 * anyone else sees only groups where the person is a member and that they could find themselves.
 */
export async function groupsOfUser(
  actor: Actor,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<GroupPage> {
  const clientId = requireTenant(actor);
  const self = userId === actor.userId;
  const base = db().entities.groupMembership.query.byUser({ clientId, userId });
  const page = await pageOf(self ? base : base.where(({ state }, { eq }) => eq(state, "member")), {
    cursor: query.cursor,
    size: query.limit,
    filtered: !self,
  });
  const groups = await groupsByIds(
    clientId,
    page.items.map((membership) => membership.groupId),
  );
  const callers = self
    ? new Map<string, MembershipRecord>()
    : await membershipsOf(clientId, actor.userId, [...groups.keys()]);
  const items = page.items.flatMap((membership) => {
    const group = groups.get(membership.groupId);
    if (!group) return [];
    const view = toGroupView(actor, group, self ? membership : callers.get(group.groupId));
    return self || visibleToCaller(view) ? [view] : [];
  });
  return { items, cursor: page.cursor };
}

/** Someone else's group is shown only if the caller could find it on their own. */
function visibleToCaller(view: GroupView): boolean {
  return view.type !== "private" || view.standing !== "none" || view.can.manage;
}

async function privateGroupsOf(clientId: string, userId: string, search: string | undefined) {
  const { data } = await db().entities.groupMembership.query.byUser({ clientId, userId }).go({ pages: "all" });
  const groups = await groupsByIds(
    clientId,
    data.map((membership) => membership.groupId),
  );
  return data.flatMap((membership) => {
    const group = groups.get(membership.groupId);
    if (!group || group.type !== "private" || membership.state === "requested") return [];
    if (search && !group.nameKey.includes(search)) return [];
    return [{ group, membership }];
  });
}

export async function groupsByIds(clientId: string, groupIds: string[]): Promise<Map<string, GroupRecord>> {
  if (!groupIds.length) return new Map();
  const found = await getAll(
    [...new Set(groupIds)].map((groupId) => ({ clientId, groupId })),
    (keys) => db().entities.group.get(keys).go(),
  );
  return new Map(found.map((group) => [group.groupId, group]));
}

export async function membershipsOf(clientId: string, userId: string, groupIds: string[]) {
  if (!groupIds.length) return new Map<string, MembershipRecord>();
  const found = await getAll(
    groupIds.map((groupId) => ({ clientId, groupId, userId })),
    (keys) => db().entities.groupMembership.get(keys).go(),
  );
  return new Map(found.map((membership) => [membership.groupId, membership]));
}
