import {
  isChoiceKind,
  isRangeKind,
  isTextKind,
  rangeTop,
  type AnswerValue,
  type QuestionView,
} from "@intranet/contracts/polls";
import { readStoredJson, writeStored } from "../../../session/storage";

/** Answers by question id while the person answers (an untouched question has none). */
export type Answers = Record<string, AnswerValue>;

/**
 * Progress is kept in this browser only (docs/modules/polls.md "Progress while answering"), per
 * workspace, person and poll, so an anonymous poll's answers never reach the server before the ballot.
 */
export const progressKey = (clientId: string, userId: string, pollId: string) => `${clientId}.${userId}.${pollId}`;

/** Every poll's progress on this device, by `progressKey`. */
const stored = () => readStoredJson<Record<string, unknown>>("poll_progress") ?? {};

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
  const saved = stored()[key];
  if (!saved || typeof saved !== "object") return {};
  const result: Answers = {};
  for (const question of questions) {
    const value = (saved as Record<string, AnswerValue>)[question.id];
    if (answers(question, value) || (isTextKind(question.kind) && typeof value === "string"))
      result[question.id] = value!;
  }
  return result;
}

/** Keeps (or, when empty, forgets) a poll's progress; storage full or off loses only the convenience. */
export function writeProgress(key: string, progress: Answers): void {
  const all = stored();
  if (Object.keys(progress).length) all[key] = progress;
  else delete all[key];
  writeStored("poll_progress", Object.keys(all).length ? JSON.stringify(all) : null);
}

export const clearProgress = (key: string): void => writeProgress(key, {});

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
