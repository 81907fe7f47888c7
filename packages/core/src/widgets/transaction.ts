import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db/service";

type WriteBuilder = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];

/** A committed transaction, or the cancellation code of each item in commit order ("None" when it passed). */
export type WriteOutcome = { ok: true } | { ok: false; reasons: string[] };

const MAX_CONFLICT_ATTEMPTS = 12;

/**
 * One TransactWriteItems. Admins adding links to one block at the same moment touch the same
 * block item, and DynamoDB cancels such transactions with `TransactionConflict`: those are
 * retried with jittered backoff, so only real condition failures reach the caller.
 */
export async function writeTransaction(build: WriteBuilder): Promise<WriteOutcome> {
  for (let attempt = 0; ; attempt++) {
    const result = await db().transaction.write(build).go();
    if (!result.canceled) return { ok: true };
    const reasons = (result.data as unknown as Array<{ code?: string }>).map((entry) => entry.code ?? "None");
    const conflicted = reasons.includes("TransactionConflict") && !reasons.includes("ConditionalCheckFailed");
    if (!conflicted || attempt + 1 >= MAX_CONFLICT_ATTEMPTS) return { ok: false, reasons };
    await backoff(attempt);
  }
}

export const conditionFailed = (outcome: WriteOutcome, index: number): boolean =>
  !outcome.ok && outcome.reasons[index] === "ConditionalCheckFailed";

/** Jittered exponential backoff, so racing writers spread out. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(400, 10 * 2 ** attempt);
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
