import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo, batchDelete } from "../db";
import { db } from "./entities";
import { config } from "../platform";
import { commentEntries, entryKey } from "./entries";
import { refs } from "./store";

type Key = Record<string, unknown>;

/**
 * Removes what lived under a deleted post: every item of its partition (likes, views, comments,
 * whatever entity joins the collection later) and the mention entries of its comments. Runs after
 * the post item is gone, so nothing new can join (likes, views and comments are conditioned on the
 * post existing). Work is proportional to the post's likes and comments, a page at a time; a
 * subscriber on `post.deleted` could take it off the request path if posts grow very large.
 */
export async function purgePostItems(clientId: string, postId: string): Promise<number> {
  const { pk } = refs.post(clientId, postId).Key;
  const table = config.tableName();
  let removed = 0;
  let startKey: Key | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: "#pk = :pk",
        ExpressionAttributeNames: { "#pk": "pk" },
        ExpressionAttributeValues: { ":pk": pk },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    const mentionKeys = items
      .map((item) => db().entities.comment.parse({ Item: item }).data)
      .flatMap((comment) => (comment ? commentEntries(comment).map(entryKey) : []))
      .map((key) => db().entities.feedEntry.delete(key).params() as { Key: Key })
      .map((params) => params.Key);
    await batchDelete([...items.map((item) => ({ pk: item.pk, sk: item.sk })), ...mentionKeys]);
    removed += items.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}
