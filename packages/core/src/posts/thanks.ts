import type { ThanksSummary } from "@intranet/contracts";
import { db } from "./entities";
import { batchGet } from "../db";
import { refs } from "./store";
import { toAuthorView } from "./views";

/**
 * The latest thanks posts of a tenant's wall with who thanked whom, for the thanks widget: ONE
 * Query (the wall's thanks tab, newest first) + ONE BatchGet (authors and thanked people).
 * A thanks post mentions exactly one person (the rules refuse anything else), the thanked one.
 */
export async function recentThanks(tenantId: string, limit: number): Promise<ThanksSummary[]> {
  const size = Math.max(1, Math.min(100, Math.floor(limit)));
  const { data: posts } = await db()
    .entities.post.query.byFeed({ clientId: tenantId, parentType: "wall", parentId: tenantId, tab: "thanks" })
    .go({ limit: size, count: size, order: "desc" });
  const thanks = posts.filter((post) => post.kind === "thanks" && post.mentions[0]);
  if (!thanks.length) return [];
  const found = await batchGet(
    thanks.flatMap((post) => [refs.user(tenantId, post.authorId), refs.user(tenantId, post.mentions[0]!)]),
  );
  return thanks.map((post) => {
    const thankedUserId = post.mentions[0]!;
    return {
      postId: post.postId,
      authorId: post.authorId,
      author: toAuthorView(found.get(refs.user(tenantId, post.authorId))),
      thankedUserId,
      thanked: toAuthorView(found.get(refs.user(tenantId, thankedUserId))),
      excerpt: post.excerpt,
      likesCount: post.likesCount,
      commentsCount: post.commentsCount,
      createdAt: post.createdAt,
    };
  });
}
