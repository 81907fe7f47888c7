import {
  isChoiceKind,
  isRangeKind,
  isTextKind,
  rangeTop,
  type AnswerValue,
  type QuestionView,
} from "@intranet/contracts/polls";

/** Answers by question id while the person answers (an untouched question has none). */
export type Answers = Record<string, AnswerValue>;

/**
 * Progress is kept in this browser only (docs/architecture.md "Progress while answering"), per
 * workspace, person and poll, so an anonymous poll's answers never reach the server before the ballot.
 */
export const progressKey = (clientId: string, userId: string, pollId: string) =>
  `polls.progress.${clientId}.${userId}.${pollId}`;

/** Whether a value answers its question (text not blank, a value on the range, a known answer chosen). */
export function answers(question: QuestionView, value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (isTextKind(question.kind)) return typeof value === "string" && value.trim() !== "";
  if (isRangeKind(question.kind))
    return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= rangeTop[question.kind];
  const count = question.answers.length;
  const known = (index: unknown) => typeof index === "number" && Number.isInteger(index) && index >= 0 && index < count;
  if (question.kind === "list1") return known(value);
  return isChoiceKind(question.kind) && Array.isArray(value) && value.length > 0 && value.every(known);
}

/** The saved progress of a poll, keeping only what still fits its questions. */
export function readProgress(key: string, questions: readonly QuestionView[]): Answers {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? "{}") as unknown;
    if (!saved || typeof saved !== "object") return {};
    const result: Answers = {};
    for (const question of questions) {
      const value = (saved as Record<string, AnswerValue>)[question.id];
      if (answers(question, value) || (isTextKind(question.kind) && typeof value === "string"))
        result[question.id] = value!;
    }
    return result;
  } catch {
    return {};
  }
}

export function writeProgress(key: string, progress: Answers): void {
  try {
    if (Object.keys(progress).length) localStorage.setItem(key, JSON.stringify(progress));
    else localStorage.removeItem(key);
  } catch {
    /* storage full or off: progress is a convenience */
  }
}

export function clearProgress(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing kept */
  }
}

/** What is sent: the questions answered, text trimmed (unanswered ones left out, as the contract says). */
export function submission(questions: readonly QuestionView[], progress: Answers): Answers {
  const result: Answers = {};
  for (const question of questions) {
    const value = progress[question.id];
    if (!answers(question, value)) continue;
    result[question.id] = typeof value === "string" ? value.trim() : value!;
  }
  return result;
}
