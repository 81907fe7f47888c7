import { randomInt } from "node:crypto";
import type { AttemptQuestionView, AttemptView, MyTestView } from "@intranet/contracts/courses";
import type { CourseAttemptRecord } from "./attempt.entity";
import type { StoredQuestion } from "./test.entity";

export type Chosen = Record<string, string[]>;

/** Fisher–Yates with the platform's CSPRNG: each attempt its own order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const rightIds = (question: StoredQuestion) =>
  question.answers.filter((answer) => answer.right).map((answer) => answer._id);

/** A question is right when the answers chosen are exactly its right ones (whatever their order). */
export function isCorrect(question: StoredQuestion, chosen: readonly string[] | undefined): boolean {
  const right = new Set(rightIds(question));
  const picked = new Set(chosen ?? []);
  return picked.size === right.size && [...picked].every((id) => right.has(id));
}

export interface Scored {
  /** Percent of the questions answered right, rounded. */
  score: number;
  /** Per question of the test (by its stored place): answered, right. */
  perQuestion: Array<{ answered: boolean; right: boolean }>;
}

/** Scores an attempt on the server against the test's questions (never the browser's word). */
export function score(questions: readonly StoredQuestion[], chosen: Chosen): Scored {
  const perQuestion = questions.map((question) => ({
    answered: (chosen[question._id]?.length ?? 0) > 0,
    right: isCorrect(question, chosen[question._id]),
  }));
  const right = perQuestion.filter((one) => one.right).length;
  return { score: questions.length ? Math.round((right / questions.length) * 100) : 0, perQuestion };
}

/**
 * An attempt as its learner sees it: questions and answers in this attempt's order, never a right
 * flag while it is open; after the end, the right answers only when the test shows them, the score
 * only when it shows scores.
 */
export function attemptView(
  attempt: CourseAttemptRecord,
  questions: readonly StoredQuestion[],
  settings: { showRightAnswers: boolean; showScore: boolean; passMark: number },
  test: MyTestView,
  now: Date,
): AttemptView {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const chosen = attempt.chosen as Chosen;
  const order = attempt.answerOrder as Record<string, string[]>;
  const finished = attempt.state === "finished";
  const reveal = finished && settings.showRightAnswers;
  const views = attempt.order.flatMap((questionId): AttemptQuestionView[] => {
    const question = byId.get(questionId);
    if (!question) return [];
    const answers = new Map(question.answers.map((answer) => [answer._id, answer.text]));
    const view: AttemptQuestionView = {
      _id: question._id,
      kind: question.kind,
      text: question.text,
      answers: (order[questionId] ?? []).flatMap((id) =>
        answers.has(id) ? [{ _id: id, text: answers.get(id)! }] : [],
      ),
      chosen: chosen[questionId] ?? [],
    };
    if (reveal) {
      view.rightIds = rightIds(question);
      view.correct = isCorrect(question, chosen[questionId]);
    }
    return [view];
  });
  return {
    _id: String(attempt.n),
    testId: attempt.testId,
    courseId: attempt.courseId,
    userId: attempt.userId,
    n: attempt.n,
    state: attempt.state,
    startedAt: attempt.startedAt,
    endsAt: attempt.endsAt ?? null,
    now: now.toISOString(),
    finishedAt: attempt.finishedAt ?? null,
    questions: views,
    score: finished && settings.showScore ? (attempt.score ?? 0) : null,
    passed: finished && settings.passMark > 0 ? Boolean(attempt.passed) : null,
    test,
  };
}
