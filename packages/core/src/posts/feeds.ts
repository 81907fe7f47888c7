import {
  postLimits,
  type Actor,
  type MentionItem,
  type MentionPage,
  type PostPage,
  type PostTab,
  type PostView,
  type SeenFeed,
} from "@intranet/contracts";
import { requireSameTenant, requireTenant, AppError } from "../platform";
import { db } from "./entities";
import { batchGet, pageOf, type BatchItems, type ItemRef } from "../db";
import { requireAuthorOrAdmin } from "./rules";
import { refs, requirePost, type FeedEntryRecord, type PostRecord } from "./store";
import { toCommentView, toPostView } from "./views";
import { readableFilter, requireReadable } from "./parents";

/**
 * The caller's picture of posts: authors joined, and the caller's `liked` and `seen`, all from
 * the ONE BatchGet the page makes (`extra` adds the page's other keys to the same call).
 */
function postRefs(actor: Actor, clientId: string, posts: Array<Pick<PostRecord, "postId" | "authorId">>) {
  return posts.flatMap(({ postId, authorId }) => [
    refs.user(clientId, authorId),
    // The reader: automatic posts are written in their language (one more key of the same BatchGet).
    refs.user(clientId, actor.userId),
    refs.like(clientId, postId, actor.userId),
    refs.view(clientId, postId, actor.userId),
  ]);
}

function postViewFrom(actor: Actor, post: PostRecord, found: BatchItems, seenUpTo: string | null): PostView {
  const { clientId, postId } = post;
  const seen =
    post.authorId === actor.userId ||
    found.get(refs.view(clientId, postId, actor.userId)) !== undefined ||
    (seenUpTo !== null && postId <= seenUpTo);
  return toPostView(post, {
    author: found.get(refs.user(clientId, post.authorId)),
    liked: found.get(refs.like(clientId, postId, actor.userId)) !== undefined,
    seen,
    readerLanguage: post.auto ? found.get(refs.user(clientId, actor.userId))?.lang : undefined,
  });
}

/** The caller's own seen mark of a feed, read in the page's BatchGet (none for other people's feeds). */
const markRef = (actor: Actor, clientId: string, feed: SeenFeed | null) =>
  feed ? [refs.seenMark(clientId, actor.userId, feed)] : [];
const markOf = (actor: Actor, clientId: string, feed: SeenFeed | null, found: BatchItems) =>
  feed ? (found.get(refs.seenMark(clientId, actor.userId, feed))?.seenUpTo ?? null) : null;

/**
 * GET /api/post/news/{client}/{page}?tab=news|thanks: the company wall, 20 posts a page, newest
 * first. The news tab holds news and system posts, the thanks tab thanks posts. ONE Query (the
 * wall's feed index) + ONE BatchGet (authors, the caller's likes, views and seen mark).
 */
export async function wallFeed(actor: Actor, clientId: string, page: string | null, tab: PostTab): Promise<PostPage> {
  requireSameTenant(actor, clientId);
  return feedPage(actor, clientId, { type: "wall", id: clientId }, tab, page, tab);
}

/**
 * A parent's feed page: ONE Query of its feed index + ONE BatchGet (authors, the caller's likes and
 * views, and the caller's seen mark of `seenFeed` when the feed keeps one).
 */
async function feedPage(
  actor: Actor,
  clientId: string,
  parent: { type: PostRecord["parentType"]; id: string },
  tab: PostTab,
  page: string | null,
  seenFeed: PostTab | null,
): Promise<PostPage> {
  const query = db().entities.post.query.byFeed({ clientId, parentType: parent.type, parentId: parent.id, tab });
  const { items, cursor } = await pageOf(query, {
    cursor: page,
    size: postLimits.pageSize,
    order: "desc",
    cursorField: "page",
  });
  const found = await batchGet([...postRefs(actor, clientId, items), ...markRef(actor, clientId, seenFeed)]);
  const seenUpTo = markOf(actor, clientId, seenFeed, found);
  return { items: items.map((post) => postViewFrom(actor, post, found, seenUpTo)), cursor, seenUpTo };
}

/**
 * A group's wall (GET /api/group/{id}/posts/{page}, after the groups module checked the caller may
 * read it): the same ONE Query + ONE BatchGet as the company wall, on the parent's feed.
 */
export async function parentFeed(
  actor: Actor,
  clientId: string,
  parent: { type: Exclude<PostRecord["parentType"], "wall">; id: string },
  page: string | null,
): Promise<PostPage> {
  return feedPage(actor, clientId, parent, "news", page, null);
}

/**
 * GET /api/post/user_feed/{user}/{page}: a person's event feed, the posts they wrote or are
 * mentioned or thanked in, newest first. ONE Query (their feed entries) + ONE BatchGet (the
 * person, the posts, their authors, the caller's likes and views, and, on one's own feed, the
 * seen mark). An unknown person is 404.
 */
export async function userFeed(actor: Actor, userId: string, page: string | null): Promise<PostPage> {
  const clientId = requireTenant(actor);
  // A superadmin who entered the tenant has no event feed there (nothing is ever filed under them).
  if (actor.userId === userId && actor.homeTenantId !== clientId) return { items: [], cursor: null, seenUpTo: null };
  const own = actor.userId === userId ? ("user_feed" as const) : null;
  const { entries, cursor } = await entriesPage(clientId, userId, "user_feed", page);
  const owner = refs.user(clientId, userId);
  const found = await batchGet([
    owner,
    ...entries.map((entry) => refs.post(clientId, entry.postId)),
    ...postRefs(
      actor,
      clientId,
      entries.map((entry) => ({ postId: entry.postId, authorId: entry.authorId })),
    ),
    ...markRef(actor, clientId, own),
  ]);
  if (!found.get(owner)) throw new AppError("employees.not_found");
  const seenUpTo = markOf(actor, clientId, own, found);
  const posts = entries.flatMap((entry) => found.get(refs.post(clientId, entry.postId)) ?? []);
  // Someone's feed holds their posts in groups too: only those the caller may read are shown.
  const readable = await readableFilter(actor, clientId, posts);
  const items = posts.filter(readable).map((post) => postViewFrom(actor, post, found, seenUpTo));
  return { items, cursor, seenUpTo };
}

/**
 * GET /api/post/mentions/{user}/{page}: the posts and comments mentioning a person, newest first,
 * for that person or an admin. ONE Query + ONE BatchGet (the items, their authors, the posts of
 * mentioned comments, the caller's likes and views of mentioned posts, the seen mark).
 */
export async function mentionsFeed(actor: Actor, userId: string, page: string | null): Promise<MentionPage> {
  const clientId = requireTenant(actor);
  requireAuthorOrAdmin(actor, userId);
  if (actor.userId === userId && actor.homeTenantId !== clientId) return { items: [], cursor: null, seenUpTo: null };
  const own = actor.userId === userId ? ("mentions" as const) : null;
  const { entries, cursor } = await entriesPage(clientId, userId, "mentions", page);
  const owner = refs.user(clientId, userId);
  const wanted: Array<ItemRef<unknown>> = [owner, ...markRef(actor, clientId, own)];
  for (const entry of entries) {
    wanted.push(refs.post(clientId, entry.postId), refs.user(clientId, entry.authorId));
    if (entry.commentId) wanted.push(refs.comment(clientId, entry.postId, entry.commentId));
    else wanted.push(...postRefs(actor, clientId, [entry]));
  }
  const found = await batchGet(wanted);
  if (!found.get(owner)) throw new AppError("employees.not_found");
  const seenUpTo = markOf(actor, clientId, own, found);
  const readable = await readableFilter(
    actor,
    clientId,
    entries.flatMap((entry) => found.get(refs.post(clientId, entry.postId)) ?? []),
  );
  const items = entries.flatMap((entry): MentionItem[] => {
    const post = found.get(refs.post(clientId, entry.postId));
    // A mention in a group the caller may not read (they left, or an admin looks) is not shown.
    if (post && !readable(post)) return [];
    if (!entry.commentId)
      return post ? [{ type: "post", _id: entry.itemId, post: postViewFrom(actor, post, found, seenUpTo) }] : [];
    const comment = found.get(refs.comment(clientId, entry.postId, entry.commentId));
    if (!comment) return [];
    return [
      {
        type: "comment",
        _id: entry.itemId,
        comment: toCommentView(comment, found.get(refs.user(clientId, comment.authorId))),
        post: post ? { _id: post.postId, excerpt: post.excerpt } : null,
        seen: comment.authorId === actor.userId || (seenUpTo !== null && entry.itemId <= seenUpTo),
      },
    ];
  });
  return { items, cursor, seenUpTo };
}

async function entriesPage(
  clientId: string,
  userId: string,
  feed: FeedEntryRecord["feed"],
  page: string | null,
): Promise<{ entries: FeedEntryRecord[]; cursor: string | null }> {
  const query = db().entities.feedEntry.query.byFeed({ clientId, userId, feed });
  const { items, cursor } = await pageOf(query, {
    cursor: page,
    size: postLimits.pageSize,
    order: "desc",
    cursorField: "page",
  });
  return { entries: items, cursor };
}

/** GET /api/post/{id}: one post of the caller's tenant with the caller's flags (a Get + one BatchGet). */
export async function getPost(actor: Actor, postId: string): Promise<PostView> {
  const clientId = requireTenant(actor);
  return postViewFor(actor, await requireReadable(actor, await requirePost(clientId, postId)));
}

/** A post as the caller sees it (after a write, or for GET). */
export async function postViewFor(actor: Actor, post: PostRecord): Promise<PostView> {
  const found = await batchGet([...postRefs(actor, post.clientId, [post]), ...markRef(actor, post.clientId, post.tab)]);
  return postViewFrom(actor, post, found, markOf(actor, post.clientId, post.tab, found));
}
