import {
  isChoiceKind,
  isRangeKind,
  rangeTop,
  type AnswerValue,
  type QuestionResult,
  type QuestionView,
} from "@intranet/contracts/polls";
import type { CountBar } from "../../../ui/charts";

/** Bars of a 1–100 range: ten bands of ten values (a hundred bars would read as noise). */
const band = 10;

/** The chart bars of a choice or range question's counts (text questions have none). */
export function barsOf(question: QuestionView, result: QuestionResult): CountBar[] {
  if (isChoiceKind(question.kind))
    return question.answers.map((label, index) => ({ label, count: result.counts[index] ?? 0 }));
  if (!isRangeKind(question.kind)) return [];
  const top = rangeTop[question.kind];
  const values = Array.from({ length: top }, (_, index) => result.counts[index] ?? 0);
  if (top <= 10) return values.map((count, index) => ({ label: String(index + 1), count }));
  return Array.from({ length: Math.ceil(top / band) }, (_, group) => ({
    label: `${group * band + 1}–${Math.min(top, (group + 1) * band)}`,
    count: values.slice(group * band, (group + 1) * band).reduce((sum, count) => sum + count, 0),
  }));
}

/** A person's answer as the table shows it: the text, the value, or the chosen answers' texts. */
export function answerText(question: QuestionView, value: AnswerValue | undefined): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.map((index) => question.answers[index] ?? "?").join(", ");
  if (typeof value === "number" && isChoiceKind(question.kind)) return question.answers[value] ?? "?";
  return String(value);
}

/** A share of the answered, in whole percent. */
export const percent = (count: number, of: number) => (of > 0 ? Math.round((count / of) * 100) : 0);
