import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db/service";

type WriteBuilder = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];
export type TransactionEntities = Parameters<WriteBuilder>[0];

/** A committed transaction, or the cancellation code of each item in commit order ("None" when it passed). */
export type WriteOutcome = { ok: true } | { ok: false; reasons: string[] };

export async function writeTransaction(build: WriteBuilder): Promise<WriteOutcome> {
  const result = await db().transaction.write(build).go();
  if (!result.canceled) return { ok: true };
  // Typed per builder by ElectroDB; through this generic wrapper only the codes matter.
  const items = result.data as unknown as Array<{ code?: string }>;
  return { ok: false, reasons: items.map((entry) => entry.code ?? "None") };
}

export const conditionFailed = (reasons: string[], index: number) => reasons[index] === "ConditionalCheckFailed";

/** Concurrent transactions on the same item (the tenant's counters) cancel each other; they are retried. */
export const conflicted = (reasons: string[]) => reasons.includes("TransactionConflict");

export const MAX_ATTEMPTS = 10;

/** Jittered exponential backoff, so transactions racing for the counters spread out. */
export function backoff(attempt: number): Promise<void> {
  const ceiling = Math.min(250, 10 * 2 ** attempt);
  return sleep(Math.floor(Math.random() * ceiling) + 1);
}
