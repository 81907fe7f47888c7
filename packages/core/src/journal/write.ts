import { journalActions, journalLimits, type JournalChange, type JournalSection } from "@intranet/contracts/journal";
import type { Actor } from "@intranet/contracts";
import { named, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { AppError, newId } from "../platform";
import { db } from "./entities";
import type { JournalFact } from "./facts";

/** The journal item of a fact, as it is stored. */
function entryOf(actor: Actor, clientId: string, fact: JournalFact, at = new Date()) {
  const changes = fact.changes ?? [];
  const kept = changes.slice(0, journalLimits.changesMax);
  return {
    clientId,
    entryId: newId(),
    at: at.toISOString(),
    section: journalActions[fact.action] as JournalSection,
    action: fact.action,
    actorId: actor.userId,
    ...(actor.name ? { actorFirstName: actor.name.firstName, actorLastName: actor.name.lastName } : {}),
    bySuperadmin: actor.roles.includes("superadmin"),
    ...(fact.target
      ? {
          targetType: fact.target.type,
          targetId: fact.target.id,
          ...(fact.target.label ? { targetLabel: fact.target.label.slice(0, 300) } : {}),
        }
      : {}),
    changes: kept,
    ...(changes.length > kept.length ? { moreChanges: changes.length - kept.length } : {}),
    ...(fact.detail ? { detail: fact.detail.slice(0, 500) } : {}),
  };
}

/**
 * The journal's part of a change's transaction (commit name "journal"): the entry is written if,
 * and only if, the change is. A transaction holds at most one entry (one change, one entry).
 */
export function journalCommit(
  entities: TransactionEntities,
  actor: Actor,
  clientId: string,
  fact: JournalFact,
): NamedCommit {
  return named("journal", entities.journalEntry.create(entryOf(actor, clientId, fact)).commit());
}

/** What a journaled change writes, planned from the record as read. */
export interface JournaledPlan<A> {
  /** Nothing changed: nothing is written and no entry. */
  changes: JournalChange[];
  /** The change's write, conditioned on the version `plan` read (so "before" is exact). */
  write: (entities: TransactionEntities) => NamedCommit;
  answer: A;
}

const PLAN_ATTEMPTS = 5;

/**
 * A one-item setting (AI data, integrations…) changed with its journal entry in one transaction:
 * `plan` reads the record and answers the changes and the write, conditioned on the version read.
 * When another change won in between, the condition fails and the change is read and planned again
 * (a few attempts, then `common.conflict`). `clients/write.ts changeClient` does the same for the
 * client item's map updates.
 */
export async function journaledChange<A>(
  actor: Actor,
  clientId: string,
  fact: Omit<JournalFact, "changes">,
  plan: () => Promise<JournaledPlan<A>>,
): Promise<A> {
  for (let attempt = 0; attempt < PLAN_ATTEMPTS; attempt++) {
    const planned = await plan();
    if (!planned.changes.length) return planned.answer;
    const outcome = await writeTransaction((entities) => [
      planned.write(entities),
      journalCommit(entities, actor, clientId, { ...fact, changes: planned.changes }),
    ]);
    if (outcome.ok) return planned.answer;
  }
  throw new AppError("common.conflict");
}

/**
 * The entry as a plain item (`Put` params), for a change written with the SDK's own
 * TransactWriteItems (the client item's map updates).
 */
export function journalPut(actor: Actor, clientId: string, fact: JournalFact) {
  return db()
    .entities.journalEntry.create(entryOf(actor, clientId, fact))
    .params() as {
    TableName: string;
    Item: Record<string, unknown>;
    ConditionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
}

/**
 * An entry on its own, for what is not one transaction: a change made of many (a bulk sweep,
 * an import, a deletion running in the background: written when it ended, with its outcome),
 * or an act that changes no item (a test mail).
 */
export async function writeJournal(actor: Actor, clientId: string, fact: JournalFact): Promise<void> {
  await db()
    .entities.journalEntry.create(entryOf(actor, clientId, fact))
    .go();
}

const VISIT_MARK_HOURS = 1;

/**
 * A superadmin inside a company is journaled once an hour per company: the first request of the
 * hour writes the mark and the entry together; later ones (and racing Lambdas) find the mark
 * and write nothing. `seen` spares this Lambda the transaction for the rest of the hour.
 */
const seen = new Set<string>();
export async function journalSuperadminVisit(actor: Actor, clientId: string, now = new Date()): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  const mark = `visit#${actor.userId}#${hour}`;
  const key = `${clientId}#${mark}`;
  if (seen.has(key)) return;
  const outcome = await writeTransaction(
    (entities) => [
      named(
        "mark",
        entities.journalMark
          .create({ clientId, mark, expiresAt: Math.floor(now.getTime() / 1000) + VISIT_MARK_HOURS * 7200 })
          .commit(),
      ),
      journalCommit(entities, actor, clientId, {
        action: "superadmin.enter",
        target: { type: "client", id: clientId },
      }),
    ],
    { retry: { maxAttempts: 2, backoffCeilingMs: 50 } },
  );
  if (outcome.ok || outcome.failed("mark")) {
    if (seen.size > 1000) seen.clear();
    seen.add(key);
  }
}
