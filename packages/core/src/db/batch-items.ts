import { BatchGetCommand } from "@aws-sdk/lib-dynamodb";
import { config, AppError } from "../platform";
import { dynamo } from "./client";
import { backoff } from "./transaction";

type Item = Record<string, unknown>;

/** One item to read: its table key (built by its ElectroDB entity) and how to parse it back. */
export interface ItemRef<T> {
  readonly id: string;
  readonly Key: Item;
  parse(item: Item): T | null;
}

/**
 * A reference built from an entity's own `get(key).params()` (so keys are never spelled out here)
 * and its `parse` (so attributes come back exactly as the entity reads them).
 */
export function itemRef<T>(request: { params(): unknown }, parse: (item: Item) => T | null): ItemRef<T> {
  const { Key } = request.params() as { Key: { pk: string; sk: string } };
  return { id: `${Key.pk}\u0000${Key.sk}`, Key, parse };
}

export interface BatchItems {
  get<T>(ref: ItemRef<T>): T | undefined;
}

const BATCH_GET_MAX = 100;
const MAX_ATTEMPTS = 6;

/**
 * Reads items of any entities with ONE BatchGetItem (DESIGN §5: a page is one Query plus one
 * BatchGet): the wall's feeds ask for posts, authors, the caller's likes and views together; the
 * chat for a room and the caller's membership.
 * Up to 100 keys go in one call. Keys DynamoDB leaves unprocessed (throttling) are asked again
 * with backoff: those extra calls happen only under throttling.
 */
export async function batchGet(refs: Array<ItemRef<unknown>>): Promise<BatchItems> {
  const wanted = new Map(refs.map((ref) => [ref.id, ref.Key]));
  const found = new Map<string, Item>();
  const table = config.tableName();
  const keys = [...wanted.values()];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    let pending = keys.slice(start, start + BATCH_GET_MAX);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new AppError("common.unavailable");
      if (attempt) await backoff(attempt);
      const result = await dynamo().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
      for (const item of result.Responses?.[table] ?? []) found.set(`${item.pk}\u0000${item.sk}`, item);
      pending = (result.UnprocessedKeys?.[table]?.Keys ?? []) as Item[];
    }
  }
  return {
    get<T>(ref: ItemRef<T>): T | undefined {
      const item = found.get(ref.id);
      return item ? (ref.parse(item) ?? undefined) : undefined;
    },
  };
}
