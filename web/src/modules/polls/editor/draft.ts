import type { Audience } from "@intranet/contracts/audiences";
import {
  createPollBodySchema,
  isChoiceKind,
  pollLimits,
  type AnonymousResultsMode,
  type CreatePollInput,
  type PollType,
  type PollView,
  type QuestionKind,
} from "@intranet/contracts/polls";
import { isErrorCode } from "@intranet/contracts/errors";
import { bodyIssuesByField } from "../../../forms/serverIssues";
import { moveByKey } from "../../../ui/moveByKey";

/** A question while it is edited; `key` keeps its card while it moves (the server's ids follow positions). */
export interface DraftQuestion {
  key: string;
  text: string;
  mandatory: boolean;
  kind: QuestionKind;
  /** Kept when the kind changes away from a choice and back; sent only for choice kinds. */
  answers: string[];
}

export interface PollDraft {
  name: string;
  description: string;
  type: PollType;
  /** When an anonymous poll's answers are shown (sent only for an anonymous poll). */
  anonymousResults: AnonymousResultsMode;
  forAll: boolean;
  recipients: Audience[];
  mandatory: boolean;
  questions: DraftQuestion[];
}

let nextKey = 0;
const newKey = () => `d${++nextKey}`;

export function newQuestion(): DraftQuestion {
  return { key: newKey(), text: "", mandatory: true, kind: "list1", answers: ["", ""] };
}

export function emptyDraft(): PollDraft {
  return {
    name: "",
    description: "",
    type: "opened",
    anonymousResults: "batches",
    forAll: true,
    recipients: [],
    mandatory: false,
    questions: [newQuestion()],
  };
}

/** The editor's draft of a saved poll. */
export function draftOf(poll: PollView): PollDraft {
  return {
    name: poll.name,
    description: poll.description,
    type: poll.type,
    anonymousResults: poll.anonymousResults,
    forAll: poll.forAll,
    recipients: poll.recipients,
    mandatory: poll.mandatory,
    questions: poll.questions.map((question) => ({
      key: newKey(),
      text: question.text,
      mandatory: question.mandatory,
      kind: question.kind,
      answers: [...question.answers],
    })),
  };
}

/** The body of POST /api/poll and PUT /api/poll/{id}: the questions in the order shown. */
export function bodyOf(draft: PollDraft): CreatePollInput {
  return {
    name: draft.name,
    description: draft.description,
    type: draft.type,
    ...(draft.type === "anonymous" ? { anonymousResults: draft.anonymousResults } : {}),
    forAll: draft.forAll,
    recipients: draft.forAll ? [] : draft.recipients,
    mandatory: draft.mandatory,
    questions: draft.questions.map(({ text, mandatory, kind, answers }) => ({
      text,
      mandatory,
      kind,
      answers: isChoiceKind(kind) ? answers : [],
    })),
  };
}

/** Moves the question `from` to where `to` is (a drag's end): the list's new order. */
export const moveQuestion = <T extends { key: string }>(questions: readonly T[], from: string, to: string): T[] =>
  moveByKey(questions, (question) => question.key, from, to);

/**
 * Catalogue codes by place: `name`, `recipients`, `questions` (the list as a whole),
 * `questions.<i>` (a question's text or kind), `questions.<i>.answers` and `questions.<i>.answers.<j>`.
 */
export type DraftErrors = Record<string, string>;

const place = (path: ReadonlyArray<PropertyKey>) => {
  const parts = path.map(String);
  if (parts[0] === "questions" && parts[2] === "text") return `questions.${parts[1]}`;
  if (parts[0] === "questions" && parts.length > 4) return parts.slice(0, 4).join(".");
  if (parts[0] === "questions" && parts[2] === "kind") return `questions.${parts[1]}`;
  return parts.length ? parts.join(".") : "questions";
};

/** The contract's own rules (rules-calls-errors-spec §5 Polls), with their catalogue codes, by place. */
export function validateDraft(draft: PollDraft): DraftErrors {
  const result = createPollBodySchema.safeParse(bodyOf(draft));
  if (result.success) return {};
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const key = place(issue.path);
    const code = isErrorCode(issue.message) ? issue.message : "polls.validation_error";
    errors[key] ??= code;
  }
  // The schema checks the poll as a whole only once its fields pass: say everything at once.
  if (draft.questions.length && !draft.questions.some((question) => question.mandatory))
    errors.questions ??= "polls.no_mandatory";
  if (!draft.forAll && !draft.recipients.length) errors.recipients ??= "polls.no_recipients";
  return errors;
}

/** The API's field issues (a 400's `details.issues`) by place; empty when it refused the poll as a whole. */
export const serverFieldErrors = (error: unknown): DraftErrors => bodyIssuesByField(error, place) as DraftErrors;

export const canAddAnswer = (question: DraftQuestion) => question.answers.length < pollLimits.answersMax;
