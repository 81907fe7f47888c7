import type { Actor } from "@intranet/contracts";
import {
  isChoiceKind,
  isRangeKind,
  pollLimits,
  rangeTop,
  resultDimensions,
  type PollResults,
  type QuestionResult,
  type QuestionView,
  type ResultDimension,
  type ResultsQuery,
} from "@intranet/contracts/polls";
import type { PollRecord } from "./poll.entity";
import { sliceCounter, sliceOf } from "./slices";
import { pollAllowing } from "./store";
import { readTallies, type SliceTally } from "./tally";
import { ALL } from "./tally.entity";
import { questionsOf } from "./views";

/**
 * GET /api/poll/{id}/results: counted answers per question, for everyone or one filter's group.
 * Fixed cost whatever the answers: the poll (GetItem), the caller's access profile, and ONE BatchGet
 * of the `all` shards and the group's shards. An anonymous poll shows nothing for a group (or the
 * whole poll) below `pollLimits.anonymityMin` answers, and its filter menus leave such groups out.
 */
export async function pollResults(actor: Actor, pollId: string, query: ResultsQuery): Promise<PollResults> {
  const { clientId, poll } = await pollAllowing(actor, pollId, "results", false);
  const filter = query.dimension && query.value ? { dimension: query.dimension, value: query.value } : undefined;
  const slice = filter ? sliceOf(filter.dimension, filter.value) : undefined;
  const tallies = await readTallies(clientId, pollId, slice ? [ALL, slice] : [ALL]);
  const all = tallies.get(ALL)!;
  const group = slice ? tallies.get(slice)! : all;
  const minimum = pollLimits.anonymityMin;
  const anonymous = poll.type === "anonymous";
  const hidden = anonymous && (group.n < minimum || all.n < minimum);
  return {
    poll_id: pollId,
    ...(filter ? { filter: { dimension: filter.dimension, value: slice!.slice(filter.dimension.length + 1) } } : {}),
    // A hidden group's size is not told either (the whole poll's is: the lists show it).
    total: hidden && slice ? 0 : group.n,
    hidden,
    minimum,
    questions: hidden ? [] : questionsOf(poll).map((question) => questionResult(question, group)),
    filters: filtersOf(poll, all),
  };
}

function questionResult(question: QuestionView, tally: SliceTally): QuestionResult {
  const count = (name: string) => tally.counters[name] ?? 0;
  const answered = count(question.id);
  if (isChoiceKind(question.kind))
    return { id: question.id, answered, counts: question.answers.map((_, index) => count(`${question.id}_${index}`)) };
  if (isRangeKind(question.kind)) {
    const counts = Array.from({ length: rangeTop[question.kind] }, (_, at) => count(`${question.id}_${at + 1}`));
    const sum = count(`${question.id}_sum`);
    return { id: question.id, answered, counts, ...(answered ? { average: sum / answered } : {}) };
  }
  return { id: question.id, answered, counts: [] };
}

/** The groups that have answers, by filter; an anonymous poll's groups below the minimum are left out. */
function filtersOf(poll: PollRecord, all: SliceTally): Record<ResultDimension, string[]> {
  const filters = Object.fromEntries(resultDimensions.map((dimension) => [dimension, [] as string[]])) as Record<
    ResultDimension,
    string[]
  >;
  for (const slice of [...all.slices].sort()) {
    if (poll.type === "anonymous" && (all.counters[sliceCounter(slice)] ?? 0) < pollLimits.anonymityMin) continue;
    const at = slice.indexOf(":");
    const dimension = slice.slice(0, at) as ResultDimension;
    if (filters[dimension]) filters[dimension].push(slice.slice(at + 1));
  }
  return filters;
}
