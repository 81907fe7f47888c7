import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { config } from "../platform";
import { dynamo } from "./client";
import { backoff } from "./transaction";

const BATCH_WRITE_MAX = 25;
const MAX_ATTEMPTS = 8;

/** BatchWriteItem deletes in 25s; what DynamoDB leaves unprocessed (throttling) is retried with backoff. */
export async function batchDelete(keys: Array<Record<string, unknown>>): Promise<void> {
  const table = config.tableName();
  for (let start = 0; start < keys.length; start += BATCH_WRITE_MAX) {
    let requests = keys.slice(start, start + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchWriteItem left ${requests.length} deletes unprocessed`);
      if (attempt) await backoff(attempt);
      const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (result.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}
