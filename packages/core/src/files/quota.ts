import { formatBytes } from "@intranet/contracts";
import { type StorageUsage } from "../clients";
import { backoff as wait, type TransactionOptions } from "../db";
import { AppError } from "../platform";

export function storageLimitError(usage: StorageUsage, fileSize: number): AppError {
  return new AppError(
    "files.storage_limit",
    { size: formatBytes(usage.limitBytes), available: formatBytes(usage.availableBytes) },
    { fileSize, ...usage },
  );
}

/**
 * The files module retries conflicts on the tenant's counters itself (it re-reads the quota
 * between tries): each transaction is tried once, the loops go up to MAX_ATTEMPTS.
 */
export const SINGLE_ATTEMPT: TransactionOptions = { retry: { maxAttempts: 1, backoffCeilingMs: 250 } };
export const MAX_ATTEMPTS = 10;
export const backoff = (attempt: number) => wait(attempt, 250);
