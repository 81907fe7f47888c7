import { formatBytes } from "@intranet/contracts";
import { db } from "../db/service";
import { AppError } from "../platform/errors";
import type { TransactionEntities } from "./transaction";

/**
 * The tenant's storage counters (`storageLimitBytes`, `storageUsedBytes`, `filesCount` on the client
 * item). They must change in the same transaction as the file records, so this module writes them
 * through the client entity here, in one place, rather than through a clients service call.
 */
export interface StorageUsage {
  limitBytes: number;
  usedBytes: number;
  availableBytes: number;
}

/** A strongly consistent read: quota decisions must not rest on a stale copy. */
export async function storageUsage(clientId: string): Promise<StorageUsage> {
  const { data } = await db().entities.client.get({ clientId }).go({ consistent: true });
  if (!data) throw new AppError("clients.not_found");
  return usageOf(data);
}

/** A tenant's storage figures from its client item's counters. */
export function usageOf(client: { storageUsedBytes?: number; storageLimitBytes: number }): StorageUsage {
  const usedBytes = client.storageUsedBytes ?? 0;
  const limitBytes = client.storageLimitBytes;
  return { limitBytes, usedBytes, availableBytes: Math.max(0, limitBytes - usedBytes) };
}

export function storageLimitError(usage: StorageUsage, fileSize: number): AppError {
  return new AppError(
    "files.storage_limit",
    { size: formatBytes(usage.limitBytes), available: formatBytes(usage.availableBytes) },
    { fileSize, ...usage },
  );
}

/**
 * Adds a file to the counters only if it still fits. A condition cannot add (`used + size <= limit`),
 * so it compares with the limit read just before: `limit` unchanged AND `used <= limit - size`.
 * A failed condition means the file no longer fits or the limit changed; the caller re-reads.
 */
export function chargeCommit(entities: TransactionEntities, clientId: string, limitBytes: number, size: number) {
  return entities.client
    .update({ clientId })
    .add({ storageUsedBytes: size, filesCount: 1 })
    .where(
      (attr, op) =>
        `${op.eq(attr.storageLimitBytes, limitBytes)} AND ` +
        `(${op.notExists(attr.storageUsedBytes)} OR ${op.lte(attr.storageUsedBytes, limitBytes - size)})`,
    )
    .commit();
}

/** Gives a deleted file's bytes back. `patch` requires the client item, so a purged tenant is never re-created. */
export function releaseCommit(entities: TransactionEntities, clientId: string, size: number) {
  return entities.client.patch({ clientId }).add({ storageUsedBytes: -size, filesCount: -1 }).commit();
}
