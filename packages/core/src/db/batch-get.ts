import { AppError } from "../platform";
import { backoff } from "./transaction";

const BATCH_GET_MAX = 100;
const MAX_ATTEMPTS = 5;

/**
 * The items of these keys through an ElectroDB batch get (`entity.get(keys).go()`), 100 keys a
 * call. Keys DynamoDB leaves unprocessed (throttling) are asked again with backoff; if some are
 * still left the read fails with `common.unavailable` rather than answer with items missing.
 */
export async function getAll<K, R>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: R[]; unprocessed: unknown[] }>,
): Promise<R[]> {
  const found: R[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_MAX) {
    let pending = keys.slice(start, start + BATCH_GET_MAX);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new AppError("common.unavailable");
      if (attempt) await backoff(attempt);
      const { data, unprocessed } = await get(pending);
      found.push(...data);
      pending = unprocessed as K[];
    }
  }
  return found;
}
