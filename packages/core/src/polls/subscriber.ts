import * as z from "zod/mini";
import { readersOf } from "../audiences";
import { notify } from "../notifications";
import { timeOfId } from "../platform";
import { db } from "./entities";
import { notPassedOf } from "./not-passed";
import type { PollRecord } from "./poll.entity";
import { findPoll } from "./store";
import { grantsOf } from "./views";

/**
 * The polls' bus subscriber (never the request path): a new poll notifies its recipients (section
 * `polls`) but its author; a reminder notifies the recipients who have not answered; a deleted
 * poll's partition (takers, ballots, tallies, the release) is purged. Dedupe keys make a redelivery notify
 * nobody twice.
 */
const id = z.string().check(z.minLength(1), z.maxLength(64));
const created = z.object({ tenantId: id, pollId: id, authorId: id });
const remind = z.object({ tenantId: id, pollId: id, byUserId: id, at: z.number() });
const deleted = z.object({ tenantId: id, pollId: id });

const pollLink = (pollId: string) => `/poll/${encodeURIComponent(pollId)}`;
/** Recipients are notified this many at a time (one notify call each). */
const PAGE = 200;

export async function handlePollEvent(type: string, detail: unknown): Promise<string> {
  if (type === "poll.created") {
    const parsed = created.safeParse(detail);
    return parsed.success ? notifyRecipients(parsed.data) : "ignored";
  }
  if (type === "poll.remind_requested") {
    const parsed = remind.safeParse(detail);
    return parsed.success ? remindNotPassed(parsed.data) : "ignored";
  }
  if (type === "poll.deleted") {
    const parsed = deleted.safeParse(detail);
    return parsed.success ? purgePoll(parsed.data.tenantId, parsed.data.pollId) : "ignored";
  }
  return "ignored";
}

const base = (poll: PollRecord) => ({
  section: "polls" as const,
  link: pollLink(poll.pollId),
  variables: { poll: poll.name },
});

async function notifyRecipients(event: z.infer<typeof created>): Promise<string> {
  const poll = await findPoll(event.tenantId, event.pollId);
  if (!poll) return "ignored";
  const readers = (await readersOf(poll.clientId, grantsOf(poll))).filter((userId) => userId !== poll.authorId);
  for (let start = 0; start < readers.length; start += PAGE)
    await notify(poll.clientId, readers.slice(start, start + PAGE), {
      ...base(poll),
      kind: "poll",
      template: "poll.created",
      actorId: poll.authorId,
      dedupeKey: `poll:${poll.pollId}`,
      now: timeOfId(poll.pollId),
    });
  return `notified ${readers.length}`;
}

async function remindNotPassed(event: z.infer<typeof remind>): Promise<string> {
  const poll = await findPoll(event.tenantId, event.pollId);
  if (!poll || poll.status !== "active") return "ignored";
  let cursor: string | null = null;
  let reminded = 0;
  do {
    const page: Awaited<ReturnType<typeof notPassedOf>> = await notPassedOf(poll, {
      cursor: cursor ?? undefined,
      size: PAGE,
    });
    const people = page.userIds.filter((userId) => userId !== poll.authorId);
    if (people.length)
      await notify(poll.clientId, people, {
        ...base(poll),
        kind: "reminder",
        template: "poll.reminder",
        actorId: event.byUserId,
        dedupeKey: `poll:${poll.pollId}:remind:${event.at}`,
        now: event.at,
      });
    reminded += people.length;
    cursor = page.cursor;
  } while (cursor);
  return `reminded ${reminded}`;
}

/** A deleted poll's partition, a page at a time per entity; idempotent (a poll found again is left alone). */
async function purgePoll(clientId: string, pollId: string): Promise<string> {
  if (await findPoll(clientId, pollId)) return "ignored";
  const { entities } = db();
  const key = { clientId, pollId };
  let removed = 0;
  const drain = async (page: () => Promise<number>) => {
    for (let gone = await page(); gone; gone = await page()) removed += gone;
  };
  await drain(async () => {
    const { data } = await entities.pollTaker.query.byPoll(key).go({ limit: 100 });
    if (data.length) await entities.pollTaker.delete(data.map(({ userId }) => ({ ...key, userId }))).go();
    return data.length;
  });
  await drain(async () => {
    const { data } = await entities.pollBallot.query.byPoll(key).go({ limit: 100 });
    if (data.length) await entities.pollBallot.delete(data.map(({ ballotId }) => ({ ...key, ballotId }))).go();
    return data.length;
  });
  await drain(async () => {
    const { data } = await entities.pollTally.query.byPoll(key).go({ limit: 100 });
    if (data.length) await entities.pollTally.delete(data.map(({ slice, shard }) => ({ ...key, slice, shard }))).go();
    return data.length;
  });
  await entities.pollRelease
    .delete([
      { ...key, part: "state" },
      { ...key, part: "lease" },
    ])
    .go();
  return `purged ${removed} items`;
}
