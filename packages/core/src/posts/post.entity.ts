import { attachedFileProperties } from "../files";
import { defineEntity, type EntityItem } from "../db/entity";
import { postKinds, postParentTypes, postTabs } from "@intranet/contracts";

/**
 * A post of the wall (product-spec §3 Post). Its partition `clientId + postId` is an item
 * collection: the post itself (sk `$post_1`), its likes, views and comments (their own entities,
 * same partition key), so everything about one post is a Get or a Query on one key, and a post's
 * counters sit on the post item. Access patterns:
 * - by id: Get pk = clientId + postId (GET/PUT/DELETE /api/post/{id}, likes, views, comments);
 * - a feed page (GET /api/post/news/{client}/{page}?tab=): ONE Query on gsi1
 *   pk = clientId + parentType + parentId + tab, sk = postId (a ULID, so newest first is
 *   ScanIndexForward=false), 20 items, starting after the previous page's last key. Posts written
 *   meanwhile sort before the first page, so pages never skip or repeat an item;
 * - the thanks widget (recentThanks): the same Query on the thanks tab, limit N.
 * The user feed and the mentions feed are separate entries (feed-entry.entity.ts) written in the
 * post's transaction. Counters (`likesCount`, `viewsCount`, `commentsCount`) change only by
 * atomic ADD in the transactions that create or delete the like, view or comment item.
 * Edits are conditioned on `revision` (read-modify-write of mentions and their feed entries).
 */
export const PostEntity = defineEntity({
  model: { entity: "post", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    postId: { type: "string", required: true },
    kind: { type: postKinds, required: true },
    /** news for news and system posts, thanks for thanks posts (fixed by the kind). */
    tab: { type: postTabs, required: true },
    parentType: { type: postParentTypes, required: true },
    parentId: { type: "string", required: true },
    authorId: { type: "string", required: true },
    /** Sanitised HTML. */
    message: { type: "string", required: true },
    /**
     * A post a module wrote by itself (contracts' autoPosts.ts): its kind and typed values, written
     * in each reader's language when read; `message` holds it in the company's language. Dropped
     * when someone edits the message.
     */
    auto: { type: "any" },
    /** Plain-text excerpt (≤ 140 characters) for events, summaries and comment feeds. */
    excerpt: { type: "string", required: true },
    mentions: { type: "list", items: { type: "string" }, required: true },
    attachments: {
      type: "list",
      required: true,
      items: {
        type: "map",
        properties: attachedFileProperties,
      },
    },
    likesCount: { type: "number", required: true, default: 0 },
    viewsCount: { type: "number", required: true, default: 0 },
    commentsCount: { type: "number", required: true, default: 0 },
    revision: { type: "number", required: true, default: 0 },
    /** Who finds it in search when the module that wrote it narrows that (search-readers.ts); else the wall's rule. */
    searchReaders: { type: "list", items: { type: "string" } },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "postId"] },
      sk: { field: "sk", composite: [] },
    },
    byFeed: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "parentType", "parentId", "tab"] },
      sk: { field: "gsi1sk", composite: ["postId"] },
    },
  },
});

export type PostRecord = EntityItem<typeof PostEntity>;
