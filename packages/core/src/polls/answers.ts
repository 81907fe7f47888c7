import {
  isChoiceKind,
  isRangeKind,
  pollLimits,
  rangeTop,
  type AnswerValue,
  type QuestionView,
} from "@intranet/contracts/polls";
import { AppError } from "../platform";

/** Answers checked against their questions, and what they add to the tallies. */
export interface CheckedAnswers {
  answers: Record<string, AnswerValue>;
  /** Counter name (without `c_`) → amount: `<q>` answered, `<q>_<i>` per option or value, `<q>_sum`. */
  counters: Record<string, number>;
}

const bad = () => new AppError("polls.bad_answer");

/**
 * Rules spec §5/§7: every answer fits its question (a range within 1…top, one valid option, distinct
 * valid options, text within its length), no answer to a question the poll does not have, and every
 * mandatory question answered. An empty text or an empty selection counts as unanswered.
 */
export function checkAnswers(questions: QuestionView[], given: Record<string, AnswerValue>): CheckedAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers: Record<string, AnswerValue> = {};
  const counters: Record<string, number> = {};
  for (const [id, value] of Object.entries(given)) {
    const question = byId.get(id);
    if (!question) throw bad();
    const answer = checkOne(question, value);
    if (answer === undefined) continue;
    answers[id] = answer;
    counters[id] = 1;
    if (typeof answer === "number") {
      counters[`${id}_${answer}`] = 1;
      if (isRangeKind(question.kind)) counters[`${id}_sum`] = answer;
    } else if (Array.isArray(answer)) for (const index of answer) counters[`${id}_${index}`] = 1;
  }
  if (questions.some((question) => question.mandatory && answers[question.id] === undefined))
    throw new AppError("polls.mandatory_unanswered");
  return { answers, counters };
}

/** One answer, normalized; undefined when it leaves the question unanswered. */
function checkOne(question: QuestionView, value: AnswerValue): AnswerValue | undefined {
  const { kind } = question;
  if (kind === "short" || kind === "long") {
    if (typeof value !== "string") throw bad();
    const max = kind === "short" ? pollLimits.shortAnswerMax : pollLimits.longAnswerMax;
    if (value.length > max) throw bad();
    return value.length ? value : undefined;
  }
  if (isRangeKind(kind)) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > rangeTop[kind]) throw bad();
    return value;
  }
  if (!isChoiceKind(kind)) throw bad();
  const valid = (index: unknown) =>
    typeof index === "number" && Number.isInteger(index) && index >= 0 && index < question.answers.length;
  if (kind === "list1") {
    if (!valid(value)) throw bad();
    return value;
  }
  if (!Array.isArray(value) || !value.every(valid) || new Set(value).size !== value.length) throw bad();
  return value.length ? [...value].sort((a, b) => a - b) : undefined;
}
