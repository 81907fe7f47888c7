/** The db floor's door: what other modules and packages may use. */
export { batchDelete } from "./batch-delete";
export { getAll } from "./batch-get";
export { type BatchItems, type ItemRef, batchGet, itemRef } from "./batch-items";
export { batchWrite, retryUnavailable } from "./batch-write";
export { type CounterChanges, type UpdateParams, readCounters, readSet, sumCounters, withCounters } from "./counters";
export { dynamo } from "./client";
export { allPages, pageOf } from "./paging";
export { type Database, type Entities, type EntityRegistry, db, registerEntities } from "./service";
export { type EntityDefinition, type EntityItem, defineEntity } from "./entity";
export { tableShape } from "./table";
export {
  type CancellationReasons,
  type Commit,
  type ConflictRetry,
  type NamedCommit,
  ONCE,
  type TransactionEntities,
  type TransactionOptions,
  type WriteOutcome,
  backoff,
  defaultRetry,
  describeCancellation,
  isConditionFailure,
  named,
  unexpectedCancellation,
  writeTransaction,
} from "./transaction";
export { checkTableReachable, healthProbeKey } from "./health";
export { retryOnRevision } from "./revision-retry";
export { type StatusIndexRecord, defineStatusIndex, statusEntry, statusPage } from "./status-index";
