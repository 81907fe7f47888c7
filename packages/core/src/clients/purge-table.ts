import { DeleteCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { batchDelete, dynamo } from "../db";
import { config } from "../platform";
import { isConditionFailure } from "./records";
import { clientKey } from "./write";

type Key = { pk: string; sk: string };

/**
 * Deletes every item of a tenant except the client item itself (deleted last, by the caller).
 * Items in the tenant's partitions are deleted as read; those keyed otherwise (guards, reset
 * tokens) only while they still name this tenant, so a login someone else took meanwhile is never
 * removed. Each page is deleted as it is read, so memory stays flat whatever the tenant's size.
 */
export async function deleteTenantItems(clientId: string): Promise<number> {
  const clientItem = clientKey(clientId);
  let deleted = 0;
  for await (const page of tenantItemPages(clientId, ["pk", "sk"])) {
    const keys = page.owned
      .map(({ pk, sk }) => ({ pk, sk }) as Key)
      .filter((key) => !(key.pk === clientItem.pk && key.sk === clientItem.sk));
    await batchDelete(keys);
    const elsewhere = page.elsewhere.map(({ pk, sk }) => ({ pk, sk }) as Key);
    await Promise.all(elsewhere.map((key) => deleteIfOwned(key, clientId)));
    deleted += keys.length + elsewhere.length;
  }
  return deleted;
}

type Item = Record<string, unknown>;

/**
 * Every item of a tenant, a page at a time: the one Scan of the product, shared by the purge and
 * the company export, both off the request path; they must find items of every entity, present and
 * future, without knowing them. It matches two kinds of item:
 * - the tenant's partitions (`owned`): ElectroDB writes tenant-first keys as
 *   `$intranet#clientid_<id>` (the value LOWERCASED), optionally followed by `#<more composites>`;
 *   the client item's own key gives that root, so the format is never spelled out here;
 * - items keyed otherwise that carry the tenant in a `clientId` attribute (`elsewhere`: the
 *   workspace, login and email guards, reset tokens).
 * `attributes` limits what is read (always with pk and sk).
 */
export async function* tenantItemPages(
  clientId: string,
  attributes?: string[],
): AsyncIterable<{ owned: Item[]; elsewhere: Item[] }> {
  const root = clientKey(clientId).pk!;
  const ownsPartition = (pk: string) => pk === root || pk.startsWith(`${root}#`);
  const names: Record<string, string> = { "#pk": "pk", "#clientId": "clientId" };
  const projected = attributes ? [...new Set(["pk", "sk", ...attributes])] : undefined;
  projected?.forEach((name, index) => (names[`#a${index}`] = name));
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: config.tableName(),
        ConsistentRead: true,
        FilterExpression: "#pk = :root OR begins_with(#pk, :below) OR #clientId = :clientId",
        ...(projected ? { ProjectionExpression: projected.map((_, index) => `#a${index}`).join(", ") } : {}),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ":root": root, ":below": `${root}#`, ":clientId": clientId },
        ExclusiveStartKey: startKey,
      }),
    );
    const items = (page.Items ?? []) as Item[];
    const owned = items.filter((item) => ownsPartition(String(item.pk)));
    const elsewhere = items.filter((item) => !ownsPartition(String(item.pk)));
    if (items.length) yield { owned, elsewhere };
    startKey = page.LastEvaluatedKey;
  } while (startKey);
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
