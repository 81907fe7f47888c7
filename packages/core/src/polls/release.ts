import { randomUUID } from "node:crypto";
import { pollLimits, type AnonymousRelease, type AnswerValue } from "@intranet/contracts/polls";
import {
  isConditionFailure,
  named,
  sumCounters,
  writeTransaction,
  type NamedCommit,
  type TransactionEntities,
} from "../db";
import { checkAnswers } from "./answers";
import type { PollBallotRecord } from "./ballot.entity";
import { db } from "./entities";
import type { PollRecord } from "./poll.entity";
import { chooseGroups, type ShownGroup } from "./suppression";
import { answersCounts } from "./tally";
import { questionsOf, resultsModeOf } from "./views";

/**
 * Publication of an anonymous poll's answers (docs/modules/polls.md "Anonymous means anonymous").
 * An answer lands as a pending ballot; what anyone reads (results, texts, Excel) comes only from
 * published ballots and the release item. A publication is ONE transaction: it deletes the pending
 * ballots it takes (each conditioned on still existing), writes them again as one batch (new random
 * ids under the batch number) and sets the release item's counters and count, conditioned on the
 * count it read — so two racing publishers never take the same ballot, and none is lost.
 */
const K = pollLimits.anonymityMin;
const PENDING = "p.";
const PUBLISHED = "b.";
/** Ballots one publication moves: two items each, plus the release item (a transaction holds 100). */
const MOVE_MAX = 49;

export const pendingBallotId = (): string => `${PENDING}${randomUUID()}`;
const publishedBallotId = (batch: number) => `${PUBLISHED}${String(batch).padStart(6, "0")}.${randomUUID()}`;

/** The published state of an anonymous poll. */
export interface Release {
  exists: boolean;
  n: number;
  batches: number;
  counters: Record<string, number>;
  final: boolean;
  groups: Map<string, ShownGroup>;
  tidy: boolean;
}

const NOTHING: Release = {
  exists: false,
  n: 0,
  batches: 0,
  counters: {},
  final: false,
  groups: new Map(),
  tidy: false,
};

const STATE = { part: "state" } as const;
const LEASE = { part: "lease" } as const;
/** A publisher that died keeps others out this long at most. */
const LEASE_MS = 15_000;
/** Rounds of claim, publish, give back and look again before leaving the rest to the next answer or read. */
const ROUNDS = 4;

export async function readRelease(clientId: string, pollId: string, consistent = false): Promise<Release> {
  const { data } = await db()
    .entities.pollRelease.get({ clientId, pollId, ...STATE })
    .go({ consistent });
  if (!data) return NOTHING;
  return {
    exists: true,
    n: data.n ?? 0,
    batches: data.batches ?? 0,
    counters: JSON.parse(data.counters ?? "{}") as Record<string, number>,
    final: data.final === true,
    groups: new Map(Object.entries(data.groups ? (JSON.parse(data.groups) as Record<string, ShownGroup>) : {})),
    tidy: data.tidy === true,
  };
}

/** Whether the poll's published results may be shown at all (a poll shown at its end: once final). */
export const releaseVisible = (poll: PollRecord, release: Release): boolean =>
  resultsModeOf(poll) === "batches" || release.final;

/** The release as the results tell it: answers shown and held back. */
export function releaseView(poll: PollRecord, release: Release, answered: number): AnonymousRelease {
  const shown = releaseVisible(poll, release) ? release.n : 0;
  return { mode: resultsModeOf(poll), shown, heldBack: Math.max(0, answered - shown), final: release.final };
}

/** Published ballots (texts, Excel), in batch order and a random order inside each batch. */
export const publishedBallots = (clientId: string, pollId: string) =>
  db().entities.pollBallot.query.byPoll({ clientId, pollId }).begins({ ballotId: PUBLISHED });

/**
 * The poll's release, after publishing what is due: a poll shown in batches with at least K
 * answers not published, or a finished poll shown at its end that is not final yet. Reads the
 * release and the answer count (a Get and a BatchGet); publishing costs more, once per batch.
 */
export async function currentRelease(poll: PollRecord): Promise<{ release: Release; answered: number }> {
  const { clientId, pollId } = poll;
  const [release, counts] = await Promise.all([readRelease(clientId, pollId), answersCounts(clientId, [pollId])]);
  const answered = counts.get(pollId) ?? 0;
  if (!isDue(poll, release, answered)) return { release, answered };
  await publishDue(poll);
  return { release: await readRelease(clientId, pollId, true), answered };
}

const isDue = (poll: PollRecord, release: Release, answered: number): boolean =>
  resultsModeOf(poll) === "batches"
    ? answered - release.n >= K
    : poll.status === "finished" && answered >= K && !(release.final && release.tidy);

/** After an answer (the count it saw): publishes when due, so only answers that may complete a batch try. */
export async function publishIfDue(poll: PollRecord, answered: number): Promise<void> {
  if (answered < K) return;
  if (isDue(poll, await readRelease(poll.clientId, poll.pollId, true), answered)) await publishDue(poll);
}

/**
 * Publishes what an anonymous poll may show now: in batches, every K or more pending ballots as a
 * batch; shown at its end, once finished with at least K answers, every ballot (moved in parts the
 * results ignore until the last step marks the release final, so it shows all at once). Whatever
 * is left below K stays pending for good. Safe to run by any number of callers at once.
 */
export async function publishDue(poll: PollRecord): Promise<void> {
  if (poll.type !== "anonymous") return;
  if (resultsModeOf(poll) === "atEnd" && poll.status !== "finished") return;
  // One publisher at a time. Whoever finds the lease taken leaves: the holder looks again after
  // giving it back, and so sees every ballot committed before that moment.
  for (let round = 0; round < ROUNDS && (await claim(poll)); round++) {
    try {
      while (await publishStep(poll));
    } finally {
      await db()
        .entities.pollRelease.patch({ clientId: poll.clientId, pollId: poll.pollId, ...LEASE })
        .set({ busyUntil: 0 })
        .go();
    }
    if (!(await nextPart(poll))) return;
  }
}

async function claim(poll: PollRecord): Promise<boolean> {
  const now = Date.now();
  try {
    await db()
      .entities.pollRelease.update({ clientId: poll.clientId, pollId: poll.pollId, ...LEASE })
      .set({ busyUntil: now + LEASE_MS })
      .where((attr, op) => `${op.notExists(attr.busyUntil)} OR ${op.lt(attr.busyUntil, now)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** What is due now: the release read, and the ballots to move ([] = finalize), or nothing. */
async function nextPart(poll: PollRecord) {
  const release = await readRelease(poll.clientId, poll.pollId, true);
  if (release.final) return release.tidy ? undefined : { release, part: undefined };
  if (!release.exists) await adoptEarlierBallots(poll);
  const pending = await ballots(poll, PENDING);
  const part = resultsModeOf(poll) === "atEnd" ? endPart(release, pending) : batch(pending);
  return part ? { release, part } : undefined;
}

/** One publication step; false when nothing is left to do (or another publisher got in first). */
async function publishStep(poll: PollRecord): Promise<boolean> {
  const next = await nextPart(poll);
  if (!next) return false;
  const { release, part } = next;
  if (!part) {
    await tidy(poll);
    return false;
  }
  if (!part.length) return finalize(poll, release);
  return move(poll, release, part, resultsModeOf(poll) === "atEnd");
}

/** A batch: all pending ballots when K or more (in parts of ≥ K when more than one transaction holds). */
function batch(pending: PollBallotRecord[]): PollBallotRecord[] | undefined {
  if (pending.length < K) return undefined;
  return pending.length <= MOVE_MAX ? pending : pending.slice(0, Math.min(MOVE_MAX, pending.length - K));
}

/** At the end: nothing below K answers in all; else the next part to move, or none left (finalize). */
function endPart(release: Release, pending: PollBallotRecord[]): PollBallotRecord[] | undefined {
  if (release.n + pending.length < K) return undefined;
  return pending.slice(0, MOVE_MAX);
}

/**
 * A poll answered before publication existed holds bare-UUID ballots (shown to all once 5 had
 * answered, under the old rule) and no release item. Before its first publication they become
 * pending ballots (same answers, `p.` + a new id), so that publication takes them in like the rest,
 * instead of the poll showing nothing and trying again on every read. Each rename is conditioned on
 * the old ballot still existing, so racing callers move each one once.
 */
async function adoptEarlierBallots(poll: PollRecord): Promise<void> {
  const earlier = (await ballots(poll)).filter((ballot) => !/^[pb]\./.test(ballot.ballotId));
  for (let start = 0; start < earlier.length; start += 50) {
    const part = earlier.slice(start, start + 50);
    await writeTransaction((e) => renameCommits(e, part, () => pendingBallotId(), false));
  }
}

/**
 * A ballot's move to a new id, for each of `part`: the old item deleted on condition it still
 * exists (so racing movers move it once), the same answers written under `newId()`; the filter
 * groups kept only when asked.
 */
function renameCommits(
  e: TransactionEntities,
  part: PollBallotRecord[],
  newId: () => string,
  keepSlices: boolean,
): NamedCommit[] {
  return part.flatMap((ballot, index) => [
    named(
      `from.${index}`,
      e.pollBallot
        .delete({ clientId: ballot.clientId, pollId: ballot.pollId, ballotId: ballot.ballotId })
        .where((attr, op) => op.exists(attr.answers))
        .commit(),
    ),
    named(
      `to.${index}`,
      e.pollBallot
        .create({
          clientId: ballot.clientId,
          pollId: ballot.pollId,
          ballotId: newId(),
          answers: ballot.answers,
          ...(keepSlices && ballot.slices ? { slices: ballot.slices } : {}),
        })
        .commit(),
    ),
  ]);
}

/** The poll's ballots whose id begins with `prefix`, or all of them. */
async function ballots(poll: PollRecord, prefix?: string): Promise<PollBallotRecord[]> {
  const query = db().entities.pollBallot.query.byPoll({ clientId: poll.clientId, pollId: poll.pollId });
  const { data } = await (prefix ? query.begins({ ballotId: prefix }) : query).go({ pages: "all", consistent: true });
  return data;
}

const countersOf = (poll: PollRecord, ballot: PollBallotRecord) =>
  checkAnswers(questionsOf(poll), ballot.answers as Record<string, AnswerValue>).counters;

/** The release item's write, conditioned on the count read and on not being final yet. */
function releaseCommit(
  e: TransactionEntities,
  poll: PollRecord,
  release: Release,
  next: { n: number; batches: number; counters: string },
): NamedCommit {
  const key = { clientId: poll.clientId, pollId: poll.pollId, ...STATE };
  if (!release.exists) return named("release", e.pollRelease.create({ ...key, ...next }).commit());
  return named(
    "release",
    e.pollRelease
      .patch(key)
      .set(next)
      .where((attr, op) => `${op.eq(attr.n, release.n)} AND ${op.notExists(attr.final)}`)
      .commit(),
  );
}

async function move(poll: PollRecord, release: Release, part: PollBallotRecord[], keepSlices: boolean) {
  const number = release.batches + 1;
  const counters = sumCounters([release.counters, ...part.map((ballot) => countersOf(poll, ballot))]);
  const outcome = await writeTransaction((e) => [
    ...renameCommits(e, part, () => publishedBallotId(number), keepSlices),
    releaseCommit(e, poll, release, {
      n: release.n + part.length,
      batches: number,
      counters: JSON.stringify(counters),
    }),
  ]);
  return outcome.ok;
}

/** A poll shown at its end, everything moved: choose the filter groups it may show, then show all. */
async function finalize(poll: PollRecord, release: Release): Promise<boolean> {
  const published = await ballots(poll, PUBLISHED);
  if (published.length !== release.n) return false; // a part moved meanwhile: read again
  const answers = published.map((ballot) => ({ slices: ballot.slices ?? [], counters: countersOf(poll, ballot) }));
  const groups = Object.fromEntries(chooseGroups(answers, K));
  const outcome = await writeTransaction((e) => [
    named(
      "release",
      e.pollRelease
        .patch({ clientId: poll.clientId, pollId: poll.pollId, ...STATE })
        .set({ final: true, groups: JSON.stringify(groups) })
        .where((attr, op) => `${op.eq(attr.n, release.n)} AND ${op.notExists(attr.final)}`)
        .commit(),
    ),
  ]);
  return outcome.ok;
}

/** Once final, the published ballots lose their filter groups (they were kept only to choose the groups). */
async function tidy(poll: PollRecord): Promise<void> {
  const { clientId, pollId } = poll;
  const marked = (await ballots(poll, PUBLISHED)).filter((ballot) => ballot.slices);
  for (let start = 0; start < marked.length; start += 25)
    await Promise.all(
      marked
        .slice(start, start + 25)
        .map((ballot) =>
          db().entities.pollBallot.patch({ clientId, pollId, ballotId: ballot.ballotId }).remove(["slices"]).go(),
        ),
    );
  await db()
    .entities.pollRelease.patch({ clientId, pollId, ...STATE })
    .set({ tidy: true })
    .go();
}
