import { isUnavailableError } from "../platform";

const ATTEMPTS = 6;

/** Sends an idempotent write again while DynamoDB answers it is busy (a timeout, throttling). */
export async function retryUnavailable<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUnavailableError(error) || attempt + 1 >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** (attempt + 1)));
    }
  }
}

/**
 * Puts or deletes every item through an ElectroDB batch write (25 a call), which answers the KEYS of what DynamoDB left unprocessed
 * (throttling): the items with those keys are written again, with backoff; a call that failed
 * outright (a timeout, throttling) is sent again whole.
 */
export async function batchWrite<T extends object>(
  write: (items: T[]) => Promise<{ unprocessed: unknown[] }>,
  items: T[],
  keyFields: ReadonlyArray<keyof T>,
): Promise<void> {
  const keyString = (value: object) =>
    keyFields.map((field) => String((value as T)[field]).toLowerCase()).join("\u0000"); // keys come back lowercased
  let pending = items;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    // Every write here is an idempotent put or delete: a timed-out call is simply sent again.
    const answer = await retryUnavailable(() => write(pending));
    const left = new Set(answer.unprocessed.map((key) => keyString(key as object)));
    pending = pending.filter((item) => left.has(keyString(item)));
    if (pending.length && attempt + 1 >= ATTEMPTS)
      throw new Error(`BatchWriteItem left ${pending.length} writes unprocessed`);
  }
}
