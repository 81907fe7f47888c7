import type { Actor } from "@intranet/contracts";
import {
  isTextKind,
  pollLimits,
  type AnswerValue,
  type PollAnswersPage,
  type PollTextsPage,
} from "@intranet/contracts/polls";
import { pageOf } from "../db";
import { AppError } from "../platform";
import { db } from "./entities";
import { pollAllowing } from "./store";
import { currentRelease, publishedBallots, releaseVisible } from "./release";
import { questionsOf } from "./views";

type PageQuery = { cursor?: string | undefined; limit: number };

/**
 * GET /api/poll/{id}/answers: answers by person (the table tab), one Query of the poll's takers a
 * page. Never for an anonymous poll (its takers hold no answers); an opened poll's to its
 * recipients, a closed poll's to its author and admins.
 */
export async function answersPage(actor: Actor, pollId: string, query: PageQuery): Promise<PollAnswersPage> {
  const { clientId } = await pollAllowing(actor, pollId, "table", false);
  const page = await pageOf(db().entities.pollTaker.query.byPoll({ clientId, pollId }), {
    cursor: query.cursor,
    size: query.limit,
  });
  return {
    items: page.items.map((taker) => ({
      userId: taker.userId,
      answeredAt: taker.answeredAt,
      answers: (taker.answers ?? {}) as Record<string, AnswerValue>,
    })),
    cursor: page.cursor,
  };
}

/**
 * GET /api/poll/{id}/texts/{question}: a text question's answers with no person attached, from the
 * ballots (in their random order), to whoever sees the results. An anonymous poll's come from its
 * published batches only (batch after batch, a random order inside each), so the list grows by
 * whole batches of at least K answers, never by one person's text. A page holds the ballots of one
 * Query that answered the question, so it may be shorter than `limit`.
 */
export async function textsPage(
  actor: Actor,
  pollId: string,
  questionId: string,
  query: PageQuery,
): Promise<PollTextsPage> {
  const { clientId, poll } = await pollAllowing(actor, pollId, "texts", false);
  const question = questionsOf(poll).find((candidate) => candidate.id === questionId);
  if (!question || !isTextKind(question.kind)) throw new AppError("polls.validation_error");
  if (poll.type === "anonymous") {
    const { release } = await currentRelease(poll);
    if (!releaseVisible(poll, release) || release.n < pollLimits.anonymityMin) return { items: [], cursor: null };
  }
  const ballots =
    poll.type === "anonymous"
      ? publishedBallots(clientId, pollId)
      : db().entities.pollBallot.query.byPoll({ clientId, pollId });
  const page = await pageOf(ballots, { cursor: query.cursor, size: query.limit });
  const items = page.items.flatMap((ballot) => {
    const text = (ballot.answers as Record<string, AnswerValue>)[questionId];
    return typeof text === "string" && text ? [text] : [];
  });
  return { items, cursor: page.cursor };
}
