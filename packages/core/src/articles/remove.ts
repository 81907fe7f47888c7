import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { Actor } from "@intranet/contracts";
import { batchDelete, dynamo, named, writeTransaction } from "../db";
import { discardFile } from "../files";
import { config, mapLimited } from "../platform";
import { detachAllFrom } from "../tags";
import { accessFor, writableNode } from "./access";
import { db } from "./entities";
import { nodesEvents, publish } from "./events";
import { subtreeOf } from "./tree";
import { bumpTree, changeTree } from "./tree-write";

/** Nodes deleted inside the structural transaction itself (a transaction holds at most 100 items). */
const IN_TRANSACTION = 90;

/**
 * DELETE /api/article/deep/{id}: the node and everything under it (what the caller may not read
 * too: it goes with its folder). ONE structural transaction takes the nodes out of the tree — all
 * of them when few, else it marks the subtree's root `removed` (everything under it is unreadable
 * at once) and the nodes follow in batches, the root last. Then each node's partition (body,
 * revisions, file links, view guards), its files in S3 and its tags go; search drops them.
 * Favourites may stay behind: lists keep only what the tree still has.
 */
export async function removeDeep(actor: Actor, nodeId: string): Promise<void> {
  const { result: doomed } = await changeTree(await accessFor(actor, true), (access) => {
    const root = writableNode(access, nodeId);
    const nodes = subtreeOf(access.tree, root);
    const { clientId } = access.tree;
    const small = nodes.length <= IN_TRANSACTION;
    return {
      nodeDelta: -nodes.length,
      result: { nodes, small },
      commits: (e) =>
        small
          ? nodes.map((node) =>
              named(`node.${node.nodeId}`, e.artNode.delete({ clientId, nodeId: node.nodeId }).commit()),
            )
          : [named("node", e.artNode.patch({ clientId, nodeId }).set({ removed: true }).commit())],
    };
  });
  const clientId = doomed.nodes[0]!.clientId;
  const ids = doomed.nodes.map((node) => node.nodeId);
  if (!doomed.small) {
    const { entities } = db();
    const keysOf = (nodeIds: string[]) =>
      nodeIds.map(
        (id) => entities.artNode.delete({ clientId, nodeId: id }).params<{ Key: Record<string, unknown> }>().Key,
      );
    await batchDelete(keysOf(ids.slice(1)));
    await batchDelete(keysOf([nodeId]));
    // The batches are outside the structural transaction: the tree's version +1 once they are done.
    await writeTransaction((e) => [bumpTree(e, clientId)]);
  }
  await mapLimited(ids, 8, (id) => purgeNode(clientId, id));
  await publish(...nodesEvents(clientId, "article.deleted", ids));
}

/** A deleted node's partition (body, revisions, file links, view guards), its files and its tags. */
async function purgeNode(clientId: string, nodeId: string): Promise<void> {
  const { entities } = db();
  const files = await entities.artFile.query.byNode({ clientId, nodeId }).go({ pages: "all" });
  for (const file of files.data) await discardFile(clientId, file.fileId);
  await batchDelete(await partitionKeys(clientId, nodeId));
  await detachAllFrom(clientId, "article", nodeId);
}

/** Every item key in the node's partition: one Query a page (keys only). */
async function partitionKeys(clientId: string, nodeId: string): Promise<Array<Record<string, unknown>>> {
  const params = db().entities.artBody.get({ clientId, nodeId }).params<{ Key: { pk: string } }>();
  const keys: Array<Record<string, unknown>> = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName(),
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": params.Key.pk },
        ProjectionExpression: "pk, sk",
        ExclusiveStartKey: start,
      }),
    );
    keys.push(...((page.Items ?? []) as Array<Record<string, unknown>>));
    start = page.LastEvaluatedKey;
  } while (start);
  return keys;
}
