import { named, type NamedCommit, type TransactionEntities } from "../db";
import { db } from "./entities";
import { AppError } from "../platform";

/**
 * The tenant's storage counters (`storageLimitBytes`, `storageUsedBytes`, `filesCount` on the client
 * item). The files module changes them in the same transaction as its file records, through the
 * commit builders below: the clients module stays the only writer of its item.
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

/** Commit builders other modules put in their transactions to change the client item. */
export const clientsCommits = {
  /**
   * Adds a file to the counters only if it still fits. A condition cannot add (`used + size <= limit`),
   * so it compares with the limit read just before: `limit` unchanged AND `used <= limit - size`.
   * A failed condition means the file no longer fits or the limit changed; the caller re-reads.
   */
  chargeStorage(
    entities: TransactionEntities,
    name: string,
    clientId: string,
    limitBytes: number,
    size: number,
  ): NamedCommit {
    return named(
      name,
      entities.client
        .update({ clientId })
        .add({ storageUsedBytes: size, filesCount: 1 })
        .where(
          (attr, op) =>
            `${op.eq(attr.storageLimitBytes, limitBytes)} AND ` +
            `(${op.notExists(attr.storageUsedBytes)} OR ${op.lte(attr.storageUsedBytes, limitBytes - size)})`,
        )
        .commit(),
    );
  },
  /** Gives a deleted file's bytes back. `patch` requires the client item, so a purged tenant is never re-created. */
  releaseStorage(entities: TransactionEntities, name: string, clientId: string, size: number): NamedCommit {
    return named(name, entities.client.patch({ clientId }).add({ storageUsedBytes: -size, filesCount: -1 }).commit());
  },
};
