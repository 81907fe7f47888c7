import { writeTransaction as write, type ConflictRetry } from "../db/transaction";

export { backoff, conditionFailed, type WriteOutcome } from "../db/transaction";
export { mapLimited } from "../platform/concurrency";

/** Thirty notifications for one person at once all ADD to the same counter item: a larger budget. */
const hotCounter: ConflictRetry = { maxAttempts: 30, backoffCeilingMs: 500 };

export const writeTransaction = (build: Parameters<typeof write>[0]) => write(build, hotCounter);
