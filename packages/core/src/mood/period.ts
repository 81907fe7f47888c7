import { QueryCommand, type QueryCommandInput } from "@aws-sdk/lib-dynamodb";
import { dynamo, readCounters, sumCounters } from "../db";
import { db } from "./entities";

/** One group's day: `n` and the counters (`1`…`10`, `sum`), its shards summed. */
export type DayCounts = Record<string, number>;

/** The day after a YYYY-MM-DD (UTC). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every tally of the period, shards summed per day and group: day → slice → counts. ONE Query
 * (paged only past DynamoDB's 1 MB, i.e. thousands of departments × days), whatever the number of
 * ratings. The sort key is `day#slice#shard`, so the bound is the day after `to` (no item has
 * that bare prefix as its key): BETWEEN on `to` itself would leave `to`'s items out. Read raw: the
 * counters are not declared attributes, so ElectroDB's formatting would drop them.
 */
export async function periodTallies(
  clientId: string,
  from: string,
  to: string,
): Promise<Map<string, Map<string, DayCounts>>> {
  const params = db()
    .entities.moodTally.query.byDay({ clientId, meter: "mood" })
    .between({ day: from }, { day: dayAfter(to) })
    .params() as QueryCommandInput;
  const shards = new Map<string, Map<string, DayCounts[]>>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new QueryCommand({ ...params, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      const { day, slice, n } = item as { day: string; slice: string; n?: number };
      const bySlice = shards.get(day) ?? shards.set(day, new Map()).get(day)!;
      const list = bySlice.get(slice) ?? bySlice.set(slice, []).get(slice)!;
      list.push({ ...readCounters(item), n: n ?? 0 });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return new Map(
    [...shards].map(([day, bySlice]) => [
      day,
      new Map([...bySlice].map(([slice, list]) => [slice, sumCounters(list)])),
    ]),
  );
}
