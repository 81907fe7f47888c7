import type { DomainEvent } from "../events";
import { readerLabel, type ScopeDocuments, type SearchDocument, type SearchSource } from "../search";
import { authorHitMeta, getUsers } from "../users";
import type { CommentRecord, PostRecord } from "./store";
import { db } from "./entities";
import { otherParents } from "./parents";
import { plugin } from "./plugin";

const SCOPE = "post:";
const PAGE = 100;

/**
 * The wall in search: a post and its comments are one scope (they stand or fall together: a
 * deleted post takes its comments out of search). Company-wall posts are read by everyone who may
 * open the wall (the type's access); a group's posts are read by its members (`group:<id>`, the
 * labels the groups module gives its members' searches).
 */
const scopeOf = (postId: string) => `${SCOPE}${postId}`;

function readersOf(post: PostRecord): string[] {
  if (post.searchReaders) return post.searchReaders; // narrowed by the module that wrote it (a closed vacancy's post)
  return post.parentType === "wall" ? [readerLabel.all] : [`${post.parentType}:${post.parentId}`];
}

async function documentsOf(clientId: string, post: PostRecord, comments: CommentRecord[]): Promise<SearchDocument[]> {
  // The sanitizer (htmlparser2, postcss) loads only where indexing runs, not in every Lambda that
  // opens the posts door (shop, notifications…): it is most of their cold import otherwise.
  const { plainText } = await import("../richText");
  const authors = new Map(
    (await getUsers(clientId, [...new Set([post.authorId, ...comments.map((comment) => comment.authorId)])])).map(
      (user) => [user.userId, user] as const,
    ),
  );
  const meta = (authorId: string, date: string) => authorHitMeta(authors.get(authorId), authorId, date);
  const readers = readersOf(post);
  return [
    {
      type: "post",
      id: post.postId,
      title: post.excerpt,
      text: { body: plainText(post.message), tags: post.attachments.map((file) => file.name) },
      readers,
      path: `/post/${post.postId}`,
      meta: meta(post.authorId, post.createdAt),
      date: post.createdAt,
    },
    ...comments.map((comment): SearchDocument => ({
      type: "comment",
      id: comment.commentId,
      title: comment.excerpt,
      text: { body: plainText(comment.text) },
      readers,
      path: `/post/${post.postId}?comment=${comment.commentId}`,
      meta: meta(comment.authorId, comment.createdAt),
      date: comment.createdAt,
    })),
  ];
}

async function loadPost(clientId: string, postId: string): Promise<SearchDocument[]> {
  const { entities } = db();
  const [{ data: post }, { data: comments }] = await Promise.all([
    entities.post.get({ clientId, postId }).go({ consistent: true }),
    entities.comment.query.byPost({ clientId, postId }).go({ pages: "all", consistent: true }),
  ]);
  return post ? documentsOf(clientId, post, comments) : [];
}

export const wallSearchSource: SearchSource = {
  name: "wall",
  events: plugin.searchEvents,
  scopesOf: (event: DomainEvent) => {
    const postId = (event.detail as { postId?: unknown }).postId;
    return typeof postId === "string" ? [scopeOf(postId)] : [];
  },
  load: (tenantId, scope) => loadPost(tenantId, scope.slice(SCOPE.length)),
  async *scan(tenantId): AsyncIterable<ScopeDocuments[]> {
    for (const tab of ["news", "thanks"] as const) yield* feedScopes(tenantId, "wall", tenantId, tab);
    // Posts of the other parents (groups' walls), parent by parent.
    for await (const { type, ids } of otherParents(tenantId))
      for (const id of ids) yield* feedScopes(tenantId, type, id, "news");
  },
};

async function* feedScopes(
  tenantId: string,
  parentType: PostRecord["parentType"],
  parentId: string,
  tab: PostRecord["tab"],
): AsyncIterable<ScopeDocuments[]> {
  let cursor: string | null = null;
  do {
    const page: { data: PostRecord[]; cursor: string | null } = await db()
      .entities.post.query.byFeed({ clientId: tenantId, parentType, parentId, tab })
      .go({ cursor, limit: PAGE });
    yield await Promise.all(
      page.data.map(async (post) => ({ scope: scopeOf(post.postId), docs: await loadPost(tenantId, post.postId) })),
    );
    cursor = page.cursor;
  } while (cursor);
}
