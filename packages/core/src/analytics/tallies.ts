import { PutCommand, QueryCommand, type PutCommandInput, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo, getAll, readCounters, readSet, retryUnavailable } from "../db";
import { mapLimited } from "../platform";
import { splitTallyKey, type Tallies } from "./contribution";
import { db } from "./entities";

/** A stored tally item: its counters (without the `c_` prefix) and, on census items, position names. */
export interface TallyItem {
  bucket: string;
  counters: Record<string, number>;
  names: string[];
}

const toItem = (raw: Record<string, unknown>): TallyItem => ({
  bucket: String(raw.bucket),
  counters: readCounters(raw),
  names: readSet(raw, "names"),
});

/**
 * A tally's buckets from `from` on (to `to`, when given): ONE Query, paged past 1 MB only. Read
 * raw: the counters are not declared attributes, so ElectroDB's formatting would drop them.
 */
export async function readTally(
  clientId: string,
  tally: string,
  from: string,
  to?: string,
  counters?: readonly string[],
): Promise<TallyItem[]> {
  const query = db().entities.analyticsTally.query.byTally({ clientId, tally });
  const params = (
    to ? query.between({ bucket: from }, { bucket: to }) : query.gte({ bucket: from })
  ).params() as QueryCommandInput;
  if (counters) {
    // Only these counters (and the bucket) come back: a wide item costs its bytes only once.
    const names = Object.fromEntries(
      ["bucket", ...counters.map((name) => `c_${name}`)].map((name, at) => [`#p${at}`, name]),
    );
    params.ProjectionExpression = Object.keys(names).join(", ");
    params.ExpressionAttributeNames = { ...params.ExpressionAttributeNames, ...names };
  }
  const items: TallyItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []).map(toItem));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The census (`census#<scope>`, bucket `now`) of these scopes: ONE BatchGet a 100 scopes. */
export async function readCensus(clientId: string, scopes: string[]): Promise<Map<string, TallyItem>> {
  const raws = await getAll(
    scopes.map((scope) => ({ clientId, tally: `census#${scope}`, bucket: "now" })),
    async (batch) => {
      const raw = (await db().entities.analyticsTally.get(batch).go({ data: "raw" })) as unknown as {
        data: Array<{ Item?: Record<string, unknown> }>;
        unprocessed: unknown[];
      };
      return { data: raw.data.flatMap((entry) => (entry.Item ? [entry.Item] : [])), unprocessed: raw.unprocessed };
    },
  );
  const empty = (): TallyItem => ({ bucket: "now", counters: {}, names: [] });
  const byScope = new Map(raws.map((raw) => [String(raw.tally).slice("census#".length), toItem(raw)]));
  return new Map(scopes.map((scope) => [scope, byScope.get(scope) ?? empty()]));
}

/**
 * Tally items written whole (PUT): their counters as given, replacing what was there. For history
 * written at once (usage-history.ts) and benches; live changes ADD (people-sync.ts, usage.ts).
 */
export async function putTallies(clientId: string, tallies: Tallies): Promise<number> {
  await mapLimited([...tallies.counters], 4, async ([key, counters]) => {
    const { tally, bucket } = splitTallyKey(key);
    const names = tallies.names.get(key);
    const params = db()
      .entities.analyticsTally.put({ clientId, tally, bucket, count: 1, ...(names?.size ? { names: [...names] } : {}) })
      .params() as PutCommandInput;
    const named = Object.fromEntries(Object.entries(counters).map(([name, value]) => [`c_${name}`, value]));
    // A PUT of the whole item is idempotent: one that timed out is simply sent again.
    await retryUnavailable(() => dynamo().send(new PutCommand({ ...params, Item: { ...params.Item, ...named } })));
  });
  return tallies.counters.size;
}
