import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { dynamo } from "@intranet/core/db";
import { config } from "@intranet/core/platform";

/**
 * What the table holds, counted by kind (ElectroDB's entity name, else the key's prefix; sharded
 * counters by their sum), and the
 * files a tenant has in the bucket: two demos seeded alike have the same census whatever their ids
 * and times. For tests comparing a resumed seed with a clean one (a Scan: test tables only).
 */
export async function demoCensus(clientId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({ TableName: config.tableName(), ConsistentRead: true, ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      const kind = (item.__edb_e__ as string | undefined) ?? `raw ${String(item.pk).split("#")[0]}`;
      // Counters spread over random shards (polls' and moods' tallies): their sums, not their items.
      if (typeof item.shard === "number") counts[`${kind} n`] = (counts[`${kind} n`] ?? 0) + Number(item.n ?? 0);
      else counts[kind] = (counts[kind] ?? 0) + 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const s3 = new S3Client({ forcePathStyle: true });
  let files = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: config.bucketName(), Prefix: `${clientId}/`, ContinuationToken: token }),
    );
    files += page.KeyCount ?? 0;
    token = page.NextContinuationToken;
  } while (token);
  s3.destroy();
  return { ...counts, "bucket files": files };
}
