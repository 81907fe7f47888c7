import { setTimeout as sleep } from "node:timers/promises";
import { db } from "./service";

type WriteBuilder = Parameters<ReturnType<typeof db>["transaction"]["write"]>[0];
/** The entities as a transaction builder sees them (`entities.post.update(...).commit()`). */
export type TransactionEntities = Parameters<WriteBuilder>[0];
/** One item of a TransactWriteItems, as ElectroDB's `.commit()` returns it. */
export type Commit = ReturnType<WriteBuilder>[number];

/**
 * A commit with a name. A transaction is a list of named commits and its outcome answers by name
 * ("did the `guard.login` commit fail its condition?"), never by position, so commit builders of
 * several modules can be combined in one transaction without anyone counting offsets.
 */
export interface NamedCommit {
  name: string;
  commit: Commit;
}

export const named = (name: string, commit: Commit): NamedCommit => ({ name, commit });

export interface ConflictRetry {
  /** Attempts in all; 1 means no retry. */
  maxAttempts: number;
  /** Upper bound of the jittered backoff between attempts. */
  backoffCeilingMs: number;
}

export interface TransactionOptions {
  /** Retry budget for `TransactionConflict` cancellations; default 12 attempts, 400 ms ceiling. */
  retry?: ConflictRetry;
  /**
   * The ClientRequestToken of each attempt (≤ 36 characters): the SDK's own retry of a request that
   * timed out after DynamoDB committed it then answers success instead of running it again, so a
   * write whose outcome was unknown is neither lost nor doubled. The commits must be the same on
   * every SDK retry of one attempt (build them from values fixed before the call).
   */
  token?: (attempt: number) => string;
}

/** The cancellation code of each commit by name ("None" when it passed). */
export type CancellationReasons = Record<string, string>;

/** A committed transaction, or a cancelled one whose refusals are reported by commit name. */
export type WriteOutcome =
  | { ok: true; failedNames: []; conflicted: false; failed: (name: string) => false }
  | {
      ok: false;
      /** Names of the commits whose condition failed (`ConditionalCheckFailed`), in commit order. */
      failedNames: string[];
      /** Whether a concurrent transaction on the same items cancelled this one. */
      conflicted: boolean;
      /** Whether the commit of that name failed its condition. */
      failed: (name: string) => boolean;
      reasons: CancellationReasons;
    };

export const defaultRetry: ConflictRetry = { maxAttempts: 12, backoffCeilingMs: 400 };

/** One attempt, no retry: creation transactions answer a conflict with `common.conflict` at once. */
export const ONCE: TransactionOptions = { retry: { maxAttempts: 1, backoffCeilingMs: 0 } };

const committed: WriteOutcome = { ok: true, failedNames: [], conflicted: false, failed: () => false };

function cancelled(names: string[], codes: Array<string | undefined>): WriteOutcome {
  const reasons: CancellationReasons = {};
  names.forEach((name, index) => (reasons[name] = codes[index] ?? "None"));
  const failedNames = names.filter((name) => reasons[name] === "ConditionalCheckFailed");
  return {
    ok: false,
    failedNames,
    conflicted: codes.includes("TransactionConflict"),
    failed: (name) => failedNames.includes(name),
    reasons,
  };
}

/** ElectroDB surfaces TransactWrite cancellation reasons in different places by version. */
function cancellationCodes(result: unknown): Array<string | undefined> | undefined {
  const value = result as {
    data?: Array<{ code?: string }>;
    cause?: { CancellationReasons?: Array<{ Code?: string }> };
    CancellationReasons?: Array<{ Code?: string }>;
  };
  if (Array.isArray(value?.data)) return value.data.map((entry) => entry.code);
  const raw = value?.cause?.CancellationReasons ?? value?.CancellationReasons;
  return raw?.map((reason) => reason.Code);
}

/**
 * One TransactWriteItems of named commits. Transactions touching the same item at the same moment
 * (a hot counter: likes on one post, followers of one colleague, a tenant's storage counters)
 * cancel each other with `TransactionConflict`: those are retried with jittered backoff within the
 * call's retry budget, so only real condition failures (or exhausted retries) reach the caller.
 * `build` runs again on every attempt. Any other error is thrown.
 */
export async function writeTransaction(
  build: (entities: TransactionEntities) => NamedCommit[],
  options: TransactionOptions = {},
): Promise<WriteOutcome> {
  const retry = options.retry ?? defaultRetry;
  for (let attempt = 0; ; attempt++) {
    let names: string[] = [];
    const result = await db()
      .transaction.write((entities) => {
        const commits = build(entities);
        names = commits.map((entry) => entry.name);
        if (new Set(names).size !== names.length) throw new Error(`duplicate commit names: ${names.join(",")}`);
        return commits.map((entry) => entry.commit);
      })
      .go(options.token ? { token: options.token(attempt) } : {})
      .catch((error: unknown) => {
        if (cancellationCodes(error)) return { canceled: true, data: undefined, error };
        throw error;
      });
    if (!result.canceled) return committed;
    // Typed per builder by ElectroDB; through this generic wrapper only the codes matter.
    const codes = cancellationCodes("error" in result ? result.error : result) ?? [];
    const outcome = cancelled(names, codes);
    const conflicted = outcome.conflicted && !codes.includes("ConditionalCheckFailed");
    if (!conflicted || attempt + 1 >= retry.maxAttempts) return outcome;
    await backoff(attempt, retry.backoffCeilingMs);
  }
}

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

/** Every commit's cancellation code, for logs: `name=Code,…`. */
export function describeCancellation(outcome: WriteOutcome): string {
  return outcome.ok
    ? ""
    : Object.entries(outcome.reasons)
        .map(([name, code]) => `${name}=${code}`)
        .join(",");
}

/** A transaction that did not land for a reason the caller did not expect. */
export function unexpectedCancellation(outcome: WriteOutcome, what: string): Error {
  return new Error(`${what}: transaction cancelled (${describeCancellation(outcome)})`);
}
