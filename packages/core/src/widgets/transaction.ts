/** The widgets module's transactions use the shared writer with its default retry budget. */
export { backoff, conditionFailed, isConditionFailure, writeTransaction, type WriteOutcome } from "../db/transaction";
