import { randomUUID } from "node:crypto";
import type { Actor } from "@intranet/contracts";
import type { PollAnswered, SubmitAnswersBody } from "@intranet/contracts/polls";
import { accessProfileFrom, canRead } from "../audiences";
import { named, unexpectedCancellation, writeTransaction } from "../db";
import { AppError, requireTenant } from "../platform";
import { departmentsOfPerson } from "../structure";
import { findUser } from "../users";
import { mayBeRecipient, pollAccess } from "./access";
import { checkAnswers } from "./answers";
import { publish } from "./events";
import { pendingBallotId, publishIfDue } from "./release";
import type { PollBallotRecord } from "./ballot.entity";
import { slicesOf } from "./slices";
import { findPoll } from "./store";
import type { PollTakerRecord } from "./taker.entity";
import { answersCounts, tallyCommits } from "./tally";
import { grantsOf, questionsOf, resultsModeOf } from "./views";

/** Answers to one poll race on its tally shards: a larger budget than the default. */
const HOT = { maxAttempts: 24, backoffCeilingMs: 400 };

/**
 * POST /api/poll/{id}/answers: ONE transaction — the taker ("has answered", attribute_not_exists:
 * one submission per person, exact under concurrency), the ballot (the answers with no person, no
 * time: a random UUID) and the tallies of every group the person is in now; for an anonymous poll
 * a pending ballot and the answer count only, then whatever batch is due is published. Whether the poll is
 * active is read just before (a condition on the poll item would make every answer conflict with
 * every other), so an answer landing in the same instant as "finish" counts.
 */
export async function submitAnswers(actor: Actor, pollId: string, body: SubmitAnswersBody): Promise<PollAnswered> {
  const clientId = requireTenant(actor);
  const candidate = mayBeRecipient(actor);
  const [poll, user, departments] = await Promise.all([
    findPoll(clientId, pollId),
    candidate ? findUser(clientId, actor.userId) : Promise.resolve(undefined),
    candidate ? departmentsOfPerson(clientId, actor.userId) : Promise.resolve([]),
  ]);
  if (!poll) throw new AppError("polls.not_found");
  const recipient = candidate && canRead(accessProfileFrom(actor.userId, user, departments), grantsOf(poll));
  const access = pollAccess(actor, poll, { recipient, answered: false });
  if (!access.find) throw new AppError("polls.not_found");
  if (!recipient) throw new AppError("polls.no_access");
  if (poll.status !== "active") throw new AppError("polls.finished");
  const { answers, counters } = checkAnswers(questionsOf(poll), body.answers);

  const answeredAt = new Date().toISOString();
  const taker: PollTakerRecord = {
    clientId,
    pollId,
    userId: actor.userId,
    answeredAt,
    ...(poll.type === "anonymous" ? {} : { answers }),
  };
  const slices = user ? slicesOf(user, departments) : [];
  const anonymous = poll.type === "anonymous";
  // An anonymous answer is a pending ballot and one more in the answer count: nothing anyone reads
  // changes until a publication (release.ts) takes it into a batch of at least K.
  const ballot: PollBallotRecord = anonymous
    ? {
        clientId,
        pollId,
        ballotId: pendingBallotId(),
        answers,
        ...(resultsModeOf(poll) === "atEnd" && slices.length ? { slices } : {}),
      }
    : { clientId, pollId, ballotId: randomUUID(), answers };
  const outcome = await writeTransaction(
    (e) => [
      named("taker", e.pollTaker.create(taker).commit()),
      named("ballot", e.pollBallot.create(ballot).commit()),
      ...(anonymous
        ? tallyCommits(e, { clientId, pollId }, [], {})
        : tallyCommits(e, { clientId, pollId }, slices, counters)),
    ],
    // A token per attempt: the SDK's retry of an attempt DynamoDB already committed answers success.
    { retry: HOT, token: (attempt) => `${ballot.ballotId.replace(/-/g, "")}.${attempt}` },
  );
  if (outcome.failed("taker")) throw new AppError("polls.already_answered");
  if (!outcome.ok) throw unexpectedCancellation(outcome, "poll answer");

  await publish({ type: "poll.answered", tenantId: clientId, detail: { pollId, userId: actor.userId } });
  const counts = await answersCounts(clientId, [pollId]).catch(() => new Map<string, number>());
  const answersCount = counts.get(pollId) ?? 0;
  // The answer is in whatever happens here; a publication left undone is done by the next answer or read.
  if (anonymous)
    await publishIfDue(poll, answersCount).catch((error: unknown) =>
      console.error(JSON.stringify({ level: "error", msg: "poll publication deferred", pollId, error: String(error) })),
    );
  return { poll_id: pollId, answeredAt, answersCount };
}
