import { AppError } from "../platform";
import { backoff, defaultRetry } from "./transaction";

/**
 * Adds to an item read earlier (a comment, a message) on the condition that nobody changed it since:
 * `write(current)` answers what it wrote, or `false` when the item's revision moved on; the item is
 * then re-read (`reread`) and the addition tried again with backoff, so none is lost under any
 * number of writers. `common.conflict` after `defaultRetry.maxAttempts` lost races.
 */
export async function retryOnRevision<T, R>(
  first: T,
  write: (current: T) => Promise<R | false>,
  reread: (current: T) => Promise<T>,
): Promise<R> {
  let current = first;
  for (let attempt = 0; attempt < defaultRetry.maxAttempts; attempt++) {
    const written = await write(current);
    if (written !== false) return written;
    await backoff(attempt);
    current = await reread(current);
  }
  throw new AppError("common.conflict");
}
