import { DeleteCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { batchDelete, dynamo } from "../db";
import { config } from "../platform";
import { isConditionFailure } from "./records";
import { clientKey } from "./write";

type Key = { pk: string; sk: string };

/**
 * Deletes every item of a tenant except the client item itself (deleted last, by the caller).
 *
 * The one Scan of the product: a purge is off the request path and must find items of every
 * entity, present and future, without knowing them. It matches two kinds of item:
 * - the tenant's partitions: ElectroDB writes tenant-first keys as `$intranet#clientid_<id>`
 *   (the value LOWERCASED), optionally followed by `#<more composites>`; the client item's own key
 *   gives that root, so the format is never spelled out here;
 * - items keyed otherwise that carry the tenant in a `clientId` attribute (the workspace, login
 *   and email guards, reset tokens). Those are deleted only while they still name this tenant,
 *   so a login someone else took meanwhile is never removed.
 * Each page is deleted as it is read, so memory stays flat whatever the tenant's size.
 */
export async function deleteTenantItems(clientId: string): Promise<number> {
  const clientItem = clientKey(clientId);
  const root = clientItem.pk!;
  const ownsPartition = (pk: string) => pk === root || pk.startsWith(`${root}#`);
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config.tableName(),
        ConsistentRead: true,
        FilterExpression: "#pk = :root OR begins_with(#pk, :below) OR #clientId = :clientId",
        ProjectionExpression: "#pk, #sk",
        ExpressionAttributeNames: { "#pk": "pk", "#sk": "sk", "#clientId": "clientId" },
        ExpressionAttributeValues: { ":root": root, ":below": `${root}#`, ":clientId": clientId },
        ExclusiveStartKey: startKey,
      }),
    );
    const keys = ((page.Items ?? []) as Key[])
      .map(({ pk, sk }) => ({ pk, sk }))
      .filter((key) => !(key.pk === clientItem.pk && key.sk === clientItem.sk));
    await batchDelete(keys.filter((key) => ownsPartition(key.pk)));
    await Promise.all(keys.filter((key) => !ownsPartition(key.pk)).map((key) => deleteIfOwned(key, clientId)));
    deleted += keys.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}

/** Deletes an item outside the tenant's partitions only if it still belongs to the tenant. */
async function deleteIfOwned(Key: Key, clientId: string): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: config.tableName(),
        Key,
        ConditionExpression: "#clientId = :clientId",
        ExpressionAttributeNames: { "#clientId": "clientId" },
        ExpressionAttributeValues: { ":clientId": clientId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
