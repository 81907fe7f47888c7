import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "@intranet/core/db";
import { config } from "@intranet/core/platform";
import { SEARCH_TERMS_VERSION } from "@intranet/core/search";

export type StepState = "running" | "done";

/**
 * Which demo steps have run, kept in the table beside the demo's data (so a wiped `.data` forgets
 * them too): one item per step, `running` before the step writes anything and `done` after. The
 * items carry the demo's `clientId`, so a purge of the workspace (core/clients/purge-table.ts)
 * removes them with the rest. Local-only: nothing in the product reads them.
 */
export function seedProgress(clientId: string) {
  const pk = `local-seed#${clientId}`;
  // Beside the steps' items, not among them (those are one per step). Per version of search's
  // terms: a demo indexed under an older one is rebuilt on its next start, so it is found as before.
  const indexKey = { pk: `local-seed-index#${clientId}`, sk: `directory-and-search@terms${SEARCH_TERMS_VERSION}` };
  const mark = (step: string, state: StepState) =>
    dynamo().send(new PutCommand({ TableName: config.tableName(), Item: { pk, sk: step, clientId, state } }));
  return {
    async states(): Promise<Map<string, StepState>> {
      const { Items = [] } = await dynamo().send(
        new QueryCommand({
          TableName: config.tableName(),
          KeyConditionExpression: "#pk = :pk",
          ExpressionAttributeNames: { "#pk": "pk" },
          ExpressionAttributeValues: { ":pk": pk },
          ConsistentRead: true,
        }),
      );
      return new Map(Items.map((item) => [item.sk as string, item.state as StepState]));
    },
    begin: (step: string) => mark(step, "running"),
    finish: (step: string) => mark(step, "done"),
    /** Whether the directory's re-sync and the search index's rebuild after the steps once finished. */
    async indexed(): Promise<boolean> {
      const { Item } = await dynamo().send(
        new GetCommand({ TableName: config.tableName(), Key: indexKey, ConsistentRead: true }),
      );
      return Boolean(Item);
    },
    markIndexed: () =>
      dynamo().send(new PutCommand({ TableName: config.tableName(), Item: { ...indexKey, clientId } })),
  };
}
