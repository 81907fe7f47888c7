import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type {
  AnonymousResultsMode,
  PollSummary,
  PollView,
  QuestionKind,
  QuestionView,
} from "@intranet/contracts/polls";
import { pollAccess, type PollStanding } from "./access";
import type { PollRecord } from "./poll.entity";

/** What a view needs beyond the record: the caller's standing, when they answered, the answer count. */
export interface PollFacts extends PollStanding {
  answeredAt?: string | undefined;
  answersCount: number;
}

export const grantsOf = (poll: PollRecord): Grant[] => poll.grants as Grant[];

/** When an anonymous poll's answers are shown (polls created before the setting: in batches). */
export const resultsModeOf = (poll: Pick<PollRecord, "anonymousResults">): AnonymousResultsMode =>
  poll.anonymousResults ?? "batches";

export const questionsOf = (poll: PollRecord): QuestionView[] =>
  poll.questions.map((question) => ({
    id: question.id,
    text: question.text,
    mandatory: question.mandatory,
    kind: question.kind as QuestionKind,
    answers: question.answers ?? [],
  }));

export function toPollSummary(actor: Actor, poll: PollRecord, facts: PollFacts): PollSummary {
  const { find: _find, texts: _texts, ...can } = pollAccess(actor, poll, facts);
  return {
    _id: poll.pollId,
    client_id: poll.clientId,
    name: poll.name,
    description: poll.description,
    type: poll.type,
    status: poll.status,
    mandatory: poll.mandatory,
    forAll: poll.forAll,
    author: poll.authorId,
    questionsCount: poll.questions.length,
    answersCount: facts.answersCount,
    createdAt: poll.createdAt,
    ...(poll.finishedAt ? { finishedAt: poll.finishedAt } : {}),
    ...(facts.answeredAt ? { answeredAt: facts.answeredAt } : {}),
    can,
  };
}

export function toPollView(actor: Actor, poll: PollRecord, facts: PollFacts): PollView {
  return {
    ...toPollSummary(actor, poll, facts),
    questions: questionsOf(poll),
    anonymousResults: resultsModeOf(poll),
    recipients: poll.forAll ? [] : grantsOf(poll).map((grant) => grant.audience),
  };
}
