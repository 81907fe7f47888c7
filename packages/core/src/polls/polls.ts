import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type { CreatePollBody, PollView, UpdatePollBody } from "@intranet/contracts/polls";
import { indexGrants, peopleNamedIn, requireCompanyPeople, unindexGrants } from "../audiences";
import { AppError, newId, requireTenant } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import { publishDue } from "./release";
import type { PollRecord } from "./poll.entity";
import { pollAllowing, pollFor, type PollInContext } from "./store";
import { answersCounts } from "./tally";
import { grantsOf, resultsModeOf, toPollView } from "./views";

/** The grant index collection of polls (core/audiences): what a person may take. */
export const POLLS = "polls";

/**
 * Who a poll is for: everyone (`forAll`, or an opened or anonymous poll sent without recipients:
 * the schema's rule), else its recipients' audiences at level read.
 */
function grantsFor(body: CreatePollBody): { forAll: boolean; grants: Grant[] } {
  const forAll = body.forAll ?? (body.recipients.length === 0 && body.type !== "closed");
  const audiences = forAll ? [{ kind: "all" as const }] : body.recipients;
  return { forAll, grants: audiences.map((audience) => ({ audience, level: "read" })) };
}

/** Questions get their ids by position: q1, q2… */
const numbered = (body: CreatePollBody): PollRecord["questions"] =>
  body.questions.map((question, index) => ({ id: `q${index + 1}`, ...question }));

const contentOf = (body: CreatePollBody) => ({
  name: body.name,
  description: body.description,
  type: body.type,
  anonymousResults: body.anonymousResults,
  mandatory: body.mandatory,
  questions: numbered(body),
  ...grantsFor(body),
});

/** POST /api/poll: the poll, its grant entries, then `poll.created` (its recipients are notified). */
export async function createPoll(actor: Actor, body: CreatePollBody): Promise<PollView> {
  const clientId = requireTenant(actor);
  await requireCompanyPeople(clientId, peopleNamedIn(body.recipients), "recipients");
  const poll: PollRecord = {
    clientId,
    pollId: newId(),
    ...contentOf(body),
    status: "active",
    authorId: actor.userId,
    createdAt: new Date().toISOString(),
  };
  await db().entities.poll.create(poll).go();
  await indexGrants(clientId, POLLS, poll.pollId, [], grantsOf(poll));
  await publish(
    { type: "poll.created", tenantId: clientId, detail: { pollId: poll.pollId, authorId: actor.userId } },
    { type: "poll.changed", tenantId: clientId, detail: { pollId: poll.pollId } },
  );
  return toPollView(actor, poll, { recipient: false, answered: false, answersCount: 0 });
}

/** GET /api/poll/{id}. */
export async function getPoll(actor: Actor, pollId: string): Promise<PollView> {
  return viewOf(actor, await pollFor(actor, pollId));
}

async function viewOf(actor: Actor, context: PollInContext, poll = context.poll): Promise<PollView> {
  const counts = await answersCounts(context.clientId, [poll.pollId]);
  return toPollView(actor, poll, {
    ...context.standing,
    answeredAt: context.taker?.answeredAt,
    answersCount: counts.get(poll.pollId) ?? 0,
  });
}

const sameQuestions = (a: PollRecord["questions"], b: PollRecord["questions"]) =>
  JSON.stringify(a.map(({ id, text, mandatory, kind, answers }) => [id, text, mandatory, kind, answers ?? []])) ===
  JSON.stringify(b.map(({ id, text, mandatory, kind, answers }) => [id, text, mandatory, kind, answers ?? []]));

/**
 * PUT /api/poll/{id} (author or admin): the whole poll again. Once it has answers its type, its
 * questions and when an anonymous poll shows its answers are fixed (`polls.has_answers`): the
 * counted results are by question and option, and a poll shown in batches must not turn into one
 * with filter groups over the same answers.
 * Known limit: an answer landing in the same instant as such an edit is counted against the
 * questions it was checked with (the answer does not lock the poll item: see the design).
 */
export async function updatePoll(actor: Actor, pollId: string, body: UpdatePollBody): Promise<PollView> {
  const context = await pollAllowing(actor, pollId, "manage");
  const { clientId, poll } = context;
  const before = peopleNamedIn(grantsOf(poll).map((grant) => grant.audience));
  await requireCompanyPeople(clientId, peopleNamedIn(body.recipients), "recipients", before);
  const content = contentOf(body);
  const fixedChanged =
    content.type !== poll.type ||
    content.anonymousResults !== resultsModeOf(poll) ||
    !sameQuestions(content.questions, poll.questions);
  if (fixedChanged) {
    const counts = await answersCounts(clientId, [pollId]);
    if ((counts.get(pollId) ?? 0) > 0) throw new AppError("polls.has_answers");
  }
  const updatedAt = new Date().toISOString();
  await db()
    .entities.poll.patch({ clientId, pollId })
    .set({ ...content, updatedAt })
    .go();
  const next: PollRecord = { ...poll, ...content, updatedAt };
  await indexGrants(clientId, POLLS, pollId, grantsOf(poll), grantsOf(next));
  await publish({ type: "poll.changed", tenantId: clientId, detail: { pollId } });
  return viewOf(actor, context, next);
}

/** PUT /api/poll/{id}/finish (author or admin): no more answers; finishing twice changes nothing. */
export async function finishPoll(actor: Actor, pollId: string): Promise<PollView> {
  const context = await pollAllowing(actor, pollId, "manage");
  const { clientId, poll } = context;
  if (poll.status === "finished") return viewOf(actor, context);
  const finishedAt = new Date().toISOString();
  await db().entities.poll.patch({ clientId, pollId }).set({ status: "finished", finishedAt }).go();
  await publish({ type: "poll.changed", tenantId: clientId, detail: { pollId } });
  const finished: PollRecord = { ...poll, status: "finished", finishedAt };
  // An anonymous poll shown at its end is published now (a results read would do it otherwise).
  await publishDue(finished);
  return viewOf(actor, context, finished);
}

/**
 * DELETE /api/poll/{id} (author or admin): the poll item goes at once (not found from then on),
 * with its grant entries; its takers, ballots and tallies are purged by the `poll.deleted` subscriber.
 */
export async function deletePoll(actor: Actor, pollId: string): Promise<void> {
  const { clientId, poll } = await pollAllowing(actor, pollId, "manage");
  await db().entities.poll.delete({ clientId, pollId }).go();
  await unindexGrants(clientId, POLLS, pollId, grantsOf(poll));
  await publish({ type: "poll.deleted", tenantId: clientId, detail: { pollId } });
}
