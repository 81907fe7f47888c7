import { backoff as wait, writeTransaction as write } from "../db/transaction";

export { type TransactionEntities, type WriteOutcome } from "../db/transaction";

export const backoff = (attempt: number) => wait(attempt, 250);

/** The files module retries conflicts on the tenant's counters itself (it re-reads the quota between tries). */
export const writeTransaction = (build: Parameters<typeof write>[0]) =>
  write(build, { maxAttempts: 1, backoffCeilingMs: 250 });

export const conditionFailed = (reasons: string[], index: number) => reasons[index] === "ConditionalCheckFailed";

/** Concurrent transactions on the same item (the tenant's counters) cancel each other; they are retried. */
export const conflicted = (reasons: string[]) => reasons.includes("TransactionConflict");

export const MAX_ATTEMPTS = 10;
