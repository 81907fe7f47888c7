import type { Actor, FollowResult, UserPage, UserPageQuery } from "@intranet/contracts";
import { requireTenant, AppError } from "../platform";
import { pageOf, named, writeTransaction } from "../db";
import { db } from "./entities";
import { getUsers, requireUser } from "./store";
import { pageShownTo, toUserView } from "./views";

/** The follower: a member of the tenant (a superadmin visiting a tenant follows nobody there). */
function followerIn(actor: Actor): { clientId: string; followerId: string } {
  const clientId = requireTenant(actor);
  if (actor.homeTenantId !== clientId) throw new AppError("common.no_access");
  return { clientId, followerId: actor.userId };
}

/**
 * POST /api/follow. The follow item is created (only if absent) in one transaction with an
 * atomic ADD on the followed user's `followersCount`, so parallel or repeated follows count
 * exactly once; following again is a no-op. Nobody follows themselves; the colleague must be an
 * active member of the tenant.
 */
export async function follow(actor: Actor, userId: string): Promise<FollowResult> {
  const { clientId, followerId } = followerIn(actor);
  if (userId === followerId) throw new AppError("employees.cannot_follow_self");
  const target = await requireUser(clientId, userId);
  if (target.status !== "active") throw new AppError("employees.not_active");

  const outcome = await writeTransaction(({ follow: follows, user }) => [
    named("follow", follows.create({ clientId, userId, followerId, createdAt: new Date().toISOString() }).commit()),
    named("user", user.patch({ clientId, userId }).add({ followersCount: 1 }).commit()),
  ]);
  if (outcome.failed("user")) throw new AppError("employees.not_found");
  if (!outcome.ok && !outcome.failed("follow")) throw new AppError("common.conflict");
  return { user_id: userId, following: true, followersCount: await followersCount(clientId, userId) };
}

/** POST /api/unfollow: deletes the follow item (only if present) and takes one off the count; idempotent. */
export async function unfollow(actor: Actor, userId: string): Promise<FollowResult> {
  const { clientId, followerId } = followerIn(actor);
  const outcome = await writeTransaction(({ follow: follows, user }) => [
    named(
      "follow",
      follows
        .delete({ clientId, userId, followerId })
        .where(({ followerId: attribute }, { exists }) => exists(attribute))
        .commit(),
    ),
    named("user", user.patch({ clientId, userId }).add({ followersCount: -1 }).commit()),
  ]);
  if (outcome.failed("user")) throw new AppError("employees.not_found");
  if (!outcome.ok && !outcome.failed("follow")) throw new AppError("common.conflict");
  return { user_id: userId, following: false, followersCount: await followersCount(clientId, userId) };
}

async function followersCount(clientId: string, userId: string): Promise<number> {
  return (await requireUser(clientId, userId)).followersCount ?? 0;
}

/** A superadmin who entered the tenant, asking about themselves: nobody follows them there, they follow nobody. */
const isVisitorSelf = (actor: Actor, userId: string, clientId: string) =>
  actor.userId === userId && actor.homeTenantId !== clientId;
const emptyPage = (): UserPage => ({ items: [], cursor: null });

/**
 * GET /api/user/{id}/followers: one Query page of follow items (oldest follower id first), their
 * users joined with one BatchGet.
 */
export async function listFollowers(actor: Actor, userId: string, query: UserPageQuery): Promise<UserPage> {
  const clientId = requireTenant(actor);
  if (isVisitorSelf(actor, userId, clientId)) return emptyPage();
  await requireUser(clientId, userId);
  const page = await pageOf(db().entities.follow.query.byFollowed({ clientId, userId }), {
    cursor: query.cursor,
    size: query.limit,
  });
  const users = await getUsers(
    clientId,
    page.items.map((item) => item.followerId),
  );
  return pageShownTo(actor, { items: users.map(toUserView), cursor: page.cursor });
}

/** GET /api/user/{id}/following: whom a user follows (gsi1), joined the same way. */
export async function listFollowing(actor: Actor, userId: string, query: UserPageQuery): Promise<UserPage> {
  const clientId = requireTenant(actor);
  if (isVisitorSelf(actor, userId, clientId)) return emptyPage();
  await requireUser(clientId, userId);
  const page = await pageOf(db().entities.follow.query.byFollower({ clientId, followerId: userId }), {
    cursor: query.cursor,
    size: query.limit,
  });
  const users = await getUsers(
    clientId,
    page.items.map((item) => item.userId),
  );
  return pageShownTo(actor, { items: users.map(toUserView), cursor: page.cursor });
}
