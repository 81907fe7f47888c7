import { writeTransaction as write, type ConflictRetry } from "../db/transaction";

export {
  backoff,
  conditionFailed as failedAt,
  unexpectedCancellation as unexpected,
  type WriteOutcome,
} from "../db/transaction";

/** A hundred colleagues liking one post at once all ADD to the same item: a generous budget. */
const hotPost: ConflictRetry = { maxAttempts: 40, backoffCeilingMs: 1000 };

export const writeTransaction = (build: Parameters<typeof write>[0]) => write(build, hotPost);
