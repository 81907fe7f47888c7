import { AppError, mapLimited } from "../platform";
import { backoff } from "./transaction";

const BATCH_GET_MAX = 100;
const MAX_ATTEMPTS = 5;
/** Calls in flight at once for more than 100 keys: a page of 500 people is one round trip's time, not five. */
const PARALLEL = 4;

/**
 * The items of these keys through an ElectroDB batch get (`entity.get(keys).go()`), 100 keys a
 * call. Keys DynamoDB leaves unprocessed (throttling) are asked again with backoff; if some are
 * still left the read fails with `common.unavailable` rather than answer with items missing. Batches
 * go out in parallel (4 at a time); the items come in no particular order, as BatchGetItem's do.
 */
export async function getAll<K, R>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: R[]; unprocessed: unknown[] }>,
): Promise<R[]> {
  const chunks: K[][] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX)
    chunks.push(keys.slice(start, start + BATCH_GET_MAX));
  const one = async (chunk: K[]): Promise<R[]> => {
    const found: R[] = [];
    let pending = chunk;
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new AppError("common.unavailable");
      if (attempt) await backoff(attempt);
      const { data, unprocessed } = await get(pending);
      found.push(...data);
      pending = unprocessed as K[];
    }
    return found;
  };
  return (await mapLimited(chunks, PARALLEL, one)).flat();
}
