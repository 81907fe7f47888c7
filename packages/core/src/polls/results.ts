import type { Actor } from "@intranet/contracts";
import {
  isChoiceKind,
  isRangeKind,
  pollLimits,
  rangeTop,
  resultDimensions,
  type HiddenReason,
  type PollResults,
  type QuestionResult,
  type QuestionView,
  type ResultDimension,
  type ResultsQuery,
} from "@intranet/contracts/polls";
import type { PollRecord } from "./poll.entity";
import { currentRelease, releaseView, releaseVisible } from "./release";
import { sliceOf } from "./slices";
import { pollAllowing } from "./store";
import { readTallies } from "./tally";
import { ALL } from "./tally.entity";
import { questionsOf, resultsModeOf } from "./views";

type Filter = { dimension: ResultDimension; value: string };
type Counted = { counters: Record<string, number> };

/**
 * GET /api/poll/{id}/results: counted answers per question, for everyone or one filter's group.
 * An opened or closed poll: fixed cost whatever the answers — the poll (GetItem) and ONE BatchGet
 * of the `all` shards and the group's shards. An anonymous poll: only what is published
 * (release.ts), so nothing anyone reads changes by fewer than `pollLimits.anonymityMin` answers.
 */
export async function pollResults(actor: Actor, pollId: string, query: ResultsQuery): Promise<PollResults> {
  const { clientId, poll } = await pollAllowing(actor, pollId, "results", false);
  const filter = query.dimension && query.value ? { dimension: query.dimension, value: query.value } : undefined;
  const slice = filter ? sliceOf(filter.dimension, filter.value) : undefined;
  if (poll.type === "anonymous") return anonymousResults(poll, filter, slice);
  const tallies = await readTallies(clientId, pollId, slice ? [ALL, slice] : [ALL]);
  const all = tallies.get(ALL)!;
  const group = slice ? tallies.get(slice)! : all;
  return {
    poll_id: pollId,
    ...filterOf(filter, slice),
    total: group.n,
    hidden: false,
    minimum: pollLimits.anonymityMin,
    questions: questionsOf(poll).map((question) => questionResult(question, group)),
    filters: filtersOf(all.slices),
  };
}

/**
 * An anonymous poll's results: the published batches only. Shown in batches, it has no filter
 * groups (a group compared across batches could isolate fewer than K answers); shown at its end,
 * the groups chosen when it was published (suppression.ts), and nothing before.
 */
async function anonymousResults(poll: PollRecord, filter?: Filter, slice?: string): Promise<PollResults> {
  const { release, answered } = await currentRelease(poll);
  const groups = release.final ? release.groups : new Map<string, { n: number } & Counted>();
  const base = {
    poll_id: poll.pollId,
    ...filterOf(filter, slice),
    minimum: pollLimits.anonymityMin,
    anonymous: releaseView(poll, release, answered),
    filters: filtersOf([...groups.keys()]),
  };
  const hidden = (hiddenReason: HiddenReason): PollResults => ({
    ...base,
    total: 0,
    hidden: true,
    hiddenReason,
    questions: [],
  });
  const shown = (total: number, counted: Counted): PollResults => ({
    ...base,
    total,
    hidden: false,
    questions: questionsOf(poll).map((question) => questionResult(question, counted)),
  });
  if (!releaseVisible(poll, release) || release.n < pollLimits.anonymityMin)
    return hidden(poll.status === "active" && resultsModeOf(poll) === "atEnd" ? "atEnd" : "held");
  if (!slice) return shown(release.n, release);
  if (resultsModeOf(poll) === "batches") return hidden("filtersOff");
  const group = groups.get(slice);
  return group ? shown(group.n, group) : hidden("group");
}

const filterOf = (filter?: Filter, slice?: string) =>
  filter && slice ? { filter: { dimension: filter.dimension, value: slice.slice(filter.dimension.length + 1) } } : {};

function questionResult(question: QuestionView, tally: Counted): QuestionResult {
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

/** The groups that may be shown, by filter, for the filter menus. */
function filtersOf(slices: readonly string[]): Record<ResultDimension, string[]> {
  const filters = Object.fromEntries(resultDimensions.map((dimension) => [dimension, [] as string[]])) as Record<
    ResultDimension,
    string[]
  >;
  for (const slice of [...slices].sort()) {
    const at = slice.indexOf(":");
    const dimension = slice.slice(0, at) as ResultDimension;
    if (filters[dimension]) filters[dimension].push(slice.slice(at + 1));
  }
  return filters;
}
