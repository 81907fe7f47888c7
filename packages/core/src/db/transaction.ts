import { setTimeout as sleep } from "node:timers/promises";
import { db } from "./service";

type WriteBuilder = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];
export type TransactionEntities = Parameters<WriteBuilder>[0];

/** A committed transaction, or the cancellation code of each item in commit order ("None" when it passed). */
export type WriteOutcome = { ok: true } | { ok: false; reasons: string[] };

export interface ConflictRetry {
  /** Attempts in all; 1 means no retry. */
  maxAttempts: number;
  /** Upper bound of the jittered backoff between attempts. */
  backoffCeilingMs: number;
}

const defaultRetry: ConflictRetry = { maxAttempts: 12, backoffCeilingMs: 400 };

/**
 * One TransactWriteItems. Transactions touching the same item at the same moment (a hot counter:
 * likes on one post, followers of one colleague, a tenant's storage counters) cancel each other
 * with `TransactionConflict`: those are retried with jittered backoff, so only real condition
 * failures (or exhausted retries) reach the caller. Modules pick the retry budget their hot
 * items need.
 */
export async function writeTransaction(
  build: WriteBuilder,
  retry: ConflictRetry = defaultRetry,
): Promise<WriteOutcome> {
  for (let attempt = 0; ; attempt++) {
    const result = await db().transaction.write(build).go();
    if (!result.canceled) return { ok: true };
    // Typed per builder by ElectroDB; through this generic wrapper only the codes matter.
    const reasons = (result.data as unknown as Array<{ code?: string }>).map((entry) => entry.code ?? "None");
    const conflicted = reasons.includes("TransactionConflict") && !reasons.includes("ConditionalCheckFailed");
    if (!conflicted || attempt + 1 >= retry.maxAttempts) return { ok: false, reasons };
    await backoff(attempt, retry.backoffCeilingMs);
  }
}

/** Whether the item at `index` (commit order) failed its condition. */
export const conditionFailed = (outcome: WriteOutcome, index: number): boolean =>
  !outcome.ok && outcome.reasons[index] === "ConditionalCheckFailed";

/** Jittered exponential backoff, so racing writers spread out. */
export function backoff(attempt: number, ceilingMs = defaultRetry.backoffCeilingMs): Promise<void> {
  const ceiling = Math.min(ceilingMs, 10 * 2 ** attempt);
  return sleep(Math.floor(Math.random() * ceiling) + 1);
}

/** A single-item write refused by its condition (ElectroDB wraps the SDK error). */
export function isConditionFailure(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if ((current as { name?: string }).name === "ConditionalCheckFailedException") return true;
  }
  return /conditional request failed/i.test(String((error as { message?: string } | undefined)?.message));
}

/** A transaction that did not land for a reason the caller did not expect. */
export function unexpectedCancellation(outcome: WriteOutcome, what: string): Error {
  return new Error(`${what}: transaction cancelled (${outcome.ok ? "" : outcome.reasons.join(",")})`);
}
