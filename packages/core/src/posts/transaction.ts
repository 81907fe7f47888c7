import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db/service";

type WriteBuilder = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];

/** A committed transaction, or the cancellation code of each item in commit order ("None" when it passed). */
export type WriteOutcome = { ok: true } | { ok: false; reasons: string[] };

/**
 * A hundred colleagues liking one post at once all ADD to the same item; DynamoDB cancels
 * transactions touching one item at the same moment (`TransactionConflict`), so those are retried
 * with jittered backoff. Generous, because a popular post is exactly such a hot item.
 */
const MAX_CONFLICT_ATTEMPTS = 40;

/** One TransactWriteItems; only real condition failures (or exhausted retries) reach the caller. */
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

export const failedAt = (outcome: WriteOutcome, index: number): boolean =>
  !outcome.ok && outcome.reasons[index] === "ConditionalCheckFailed";

/** Jittered exponential backoff, so racing writers spread out. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(1000, 10 * 2 ** attempt);
  return sleep(Math.floor(Math.random() * ceiling) + 1);
}

/** A transaction that did not land for a reason the caller did not expect. */
export function unexpected(outcome: WriteOutcome, what: string): Error {
  return new Error(`${what}: transaction cancelled (${outcome.ok ? "" : outcome.reasons.join(",")})`);
}
