import type { PostKind } from "@intranet/contracts";
import { named, type NamedCommit, type TransactionEntities } from "../db";
import { newId } from "../platform";
import { postEntries } from "./entries";
import { publish } from "./events";
import { parentOf } from "./views";
import { othersThan } from "./entries";
import type { PostRecord } from "./post.entity";
import { excerptOf } from "./text";

/** A post another module writes on the company wall inside its own transaction (an accrual published). */
export interface WallPostInput {
  clientId: string;
  authorId: string;
  /** Plain text; escaped here, one paragraph per line. */
  text: string;
  /** People it mentions (notified as mentions by post.created). */
  mentions: string[];
  kind?: Extract<PostKind, "news" | "system">;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The post record for `wallCommits.post`; the caller keeps it to publish it after the commit. */
export function wallPost(input: WallPostInput): PostRecord {
  const text = input.text.trim();
  return {
    clientId: input.clientId,
    postId: newId(),
    kind: input.kind ?? "news",
    tab: "news",
    parentType: "wall",
    parentId: input.clientId,
    authorId: input.authorId,
    message: text
      .split("\n")
      .map((line) => `<p>${escape(line)}</p>`)
      .join(""),
    excerpt: excerptOf(text),
    mentions: [...new Set(input.mentions)],
    attachments: [],
    likesCount: 0,
    viewsCount: 0,
    commentsCount: 0,
    revision: 0,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The wall's commit builders for other modules' transactions: the post and its feed entries as named
 * commits (`post`, `post.entry.<n>`). The shop never writes the wall's entities itself.
 */
export const wallCommits = {
  post(entities: TransactionEntities, post: PostRecord): NamedCommit[] {
    return [
      named("post", entities.post.create(post).commit()),
      ...postEntries(post).map((entry, index) => named(`post.entry.${index}`, entities.feedEntry.put(entry).commit())),
    ];
  },
};

/** post.created for a post written through `wallCommits`, after its transaction committed. */
export function publishWallPost(post: PostRecord): Promise<void> {
  return publish({
    type: "post.created",
    tenantId: post.clientId,
    detail: {
      postId: post.postId,
      authorId: post.authorId,
      kind: post.kind,
      mentionedUserIds: othersThan(post.mentions, post.authorId),
      parent: parentOf(post),
      excerpt: post.excerpt,
    },
  });
}
