import type { Audience } from "../audiences/schemas";
import type { AnonymousResultsMode, AnswerValue, PollStatus, PollType, QuestionKind, ResultDimension } from "./schemas";

export interface QuestionView {
  /** `q1`, `q2`… by position; fixed once the poll has answers. */
  id: string;
  text: string;
  mandatory: boolean;
  kind: QuestionKind;
  answers: string[];
}

/** What the caller may do with a poll (the same rules the API enforces). */
export interface PollCan {
  /** Answer it now: a recipient, not answered yet, the poll active. */
  answer: boolean;
  /** See the general results (opened: every recipient; closed, anonymous: the author and admins). */
  results: boolean;
  /** See answers by person (the table tab): opened polls' readers, closed polls' author and admins. */
  table: boolean;
  /** Edit, finish, delete, remind, export: the author and the company's admins. */
  manage: boolean;
}

/** A poll in the lists. */
export interface PollSummary {
  _id: string;
  client_id: string;
  name: string;
  description: string;
  type: PollType;
  status: PollStatus;
  mandatory: boolean;
  forAll: boolean;
  author: string;
  questionsCount: number;
  answersCount: number;
  createdAt: string;
  finishedAt?: string;
  /** When the caller answered it (absent: not answered). */
  answeredAt?: string;
  can: PollCan;
}

/** One poll with its questions and recipients. */
export interface PollView extends PollSummary {
  questions: QuestionView[];
  /** When an anonymous poll's answers are shown (its setting; "batches" for the other types). */
  anonymousResults: AnonymousResultsMode;
  recipients: Audience[];
}

export interface PollPage {
  items: PollSummary[];
  cursor: string | null;
}

/** One question's counted answers in the results. */
export interface QuestionResult {
  id: string;
  /** How many answered this question. */
  answered: number;
  /**
   * Choices: answers per option, in the question's order. Ranges: answers per value, index 0 being
   * value 1. Text questions: empty (their texts are paged by `texts`).
   */
  counts: number[];
  /** Ranges: the mean value (absent when nobody answered). */
  average?: number;
}

/**
 * Why an anonymous poll's results (or one filter's group) show nothing:
 * - `held`: fewer than `minimum` answers published yet (see `anonymous.heldBack`);
 * - `atEnd`: the poll shows its answers only after it ends;
 * - `filtersOff`: a poll shown in batches has no filter groups (a group compared across batches
 *   could isolate fewer than `minimum` answers);
 * - `group`: the group, its rest, or its overlap with another shown group has fewer than `minimum`.
 */
export const hiddenReasons = ["held", "atEnd", "filtersOff", "group"] as const;
export type HiddenReason = (typeof hiddenReasons)[number];

/** How far an anonymous poll's answers are published. */
export interface AnonymousRelease {
  mode: AnonymousResultsMode;
  /** Answers shown (in published batches). */
  shown: number;
  /**
   * Answers given but not shown: fewer than `minimum` since the last batch, or all of them while a
   * poll published at its end runs. A remainder below `minimum` is never shown, also after the end.
   */
  heldBack: number;
  /** Shown at the end: the answers were published (the poll ended with at least `minimum`). */
  final: boolean;
}

/** GET poll/{id}/results: the general tab, for everyone or one filter's group. */
export interface PollResults {
  poll_id: string;
  filter?: { dimension: ResultDimension; value: string };
  /** Answers counted in this group (an anonymous poll: published answers only). */
  total: number;
  /** An anonymous poll's results or group that shows nothing (`hiddenReason` says why). */
  hidden: boolean;
  hiddenReason?: HiddenReason;
  minimum: number;
  /** An anonymous poll's publication. */
  anonymous?: AnonymousRelease;
  questions: QuestionResult[];
  /** The values of each filter that have answers, for the filter menus (hidden values left out). */
  filters: Record<ResultDimension, string[]>;
}

/** One person's answers (the table tab; never for an anonymous poll). */
export interface PollAnswerRow {
  userId: string;
  answeredAt: string;
  answers: Record<string, AnswerValue>;
}

export interface PollAnswersPage {
  items: PollAnswerRow[];
  cursor: string | null;
}

/** A page of one text question's answers, with no person attached. */
export interface PollTextsPage {
  items: string[];
  cursor: string | null;
}

/** The not-passed tab: recipients who have not answered, a page at a time. */
export interface PollPeoplePage {
  userIds: string[];
  cursor: string | null;
}

/** The caller's answers went in. */
export interface PollAnswered {
  poll_id: string;
  answeredAt: string;
  answersCount: number;
}

/** A reminder went to the recipients who have not answered. */
export interface PollReminded {
  poll_id: string;
  queued: true;
}
