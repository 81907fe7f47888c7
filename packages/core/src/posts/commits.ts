import type { PostKind } from "@intranet/contracts";
import { autoPostHtml, autoPostText, type AutoPost } from "@intranet/contracts/autoPosts";
import type { NotificationLanguage } from "@intranet/contracts/notificationLanguages";
import { named, type NamedCommit, type TransactionEntities } from "../db";
import { newId } from "../platform";
import { postEntries } from "./entries";
import { publish } from "./events";
import { parentOf } from "./views";
import { othersThan } from "./entries";
import type { PostRecord } from "./post.entity";
import { excerptOf } from "./text";

/**
 * A post another module writes on the company wall inside its own transaction (an accrual
 * published): a kind its module declares in contracts' `<m>/post-texts.ts` and typed values
 * (autoPosts.ts), written in each reader's language when read. `message` keeps it written in the
 * company's language, for search, excerpts and readers with no language of their own.
 */
export interface WallPostInput {
  clientId: string;
  authorId: string;
  auto: AutoPost;
  /** The company's language (English when it has none). */
  language: NotificationLanguage | undefined;
  /** People it mentions (the mentions feed; notified by post.created unless the module tells them itself). */
  mentions: string[];
  kind?: Extract<PostKind, "news" | "system">;
}

/** The post record for `wallCommits.post`; the caller keeps it to publish it after the commit. */
export function wallPost(input: WallPostInput): PostRecord {
  const message = autoPostHtml(input.auto, { language: input.language ?? "en" });
  if (message === undefined) throw new Error(`no texts declared for the post kind ${input.auto.kind}`);
  return {
    clientId: input.clientId,
    postId: newId(),
    kind: input.kind ?? "news",
    tab: "news",
    parentType: "wall",
    parentId: input.clientId,
    authorId: input.authorId,
    message,
    auto: input.auto,
    excerpt: excerptOf(autoPostText(input.auto, { language: input.language ?? "en" })),
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

/**
 * post.created for a post written through `wallCommits`, after its transaction committed.
 * `mentionsNotified`: the module tells the people the post names itself (an accrual's recipient
 * gets "You received …"), so the wall does not notify them of a mention as well.
 */
export function publishWallPost(post: PostRecord, options: { mentionsNotified?: boolean } = {}): Promise<void> {
  return publish({
    type: "post.created",
    tenantId: post.clientId,
    detail: {
      postId: post.postId,
      authorId: post.authorId,
      kind: post.kind,
      mentionedUserIds: options.mentionsNotified ? [] : othersThan(post.mentions, post.authorId),
      parent: parentOf(post),
      excerpt: post.excerpt,
    },
  });
}
