import type { CourseItemRef, LearnerStatus, MyTestView, TestStatus } from "@intranet/contracts/courses";
import type { CourseRecord } from "./course.entity";
import type { CourseLearnerRecord, TestState } from "./learner.entity";

export type Lessons = Record<string, string>;
export type Tests = Record<string, TestState>;

export const itemsOf = (course: Pick<CourseRecord, "items">) => course.items as CourseItemRef[];

/** A test counts done for the course once passed (or finished, when it has no pass mark). */
export function doneCount(course: Pick<CourseRecord, "items">, lessons: Lessons, tests: Tests) {
  const items = itemsOf(course);
  const done = items.filter((item) =>
    item.kind === "lesson" ? Boolean(lessons[item._id]) : tests[item._id]?.passed,
  ).length;
  return { done, total: items.length };
}

/**
 * A learner's status (docs/modules/courses.md): learned once every item is done (and it stays so);
 * in progress once a lesson is learned or a test attempted; not started when the deadline passed
 * before that; started once they opened the course; appointed before.
 */
export function learnerStatus(
  course: Pick<CourseRecord, "items">,
  learner: Pick<CourseLearnerRecord, "status" | "late" | "startedAt" | "learnedAt">,
  lessons: Lessons,
  tests: Tests,
): LearnerStatus {
  if (learner.learnedAt) return "learned";
  const { done, total } = doneCount(course, lessons, tests);
  if (total > 0 && done === total) return "learned";
  const touched = Object.keys(lessons).length > 0 || Object.values(tests).some((test) => test.used > 0);
  if (touched) return "in_progress";
  if (learner.late === "1") return "not_started";
  return learner.startedAt ? "started" : "appointed";
}

/** A test's status for one learner (contracts `testStatuses`). */
export function testStatus(state: TestState | undefined, limit: number, passMark: number): TestStatus {
  if (!state || state.used === 0) return "not_started";
  if (state.open !== undefined) return state.answered ? "in_progress" : "started";
  if (state.passed) return passMark > 0 ? "passed" : "finished";
  if (limit > 0 && state.used >= limit) return "not_passed";
  return "failed";
}

export function myTest(
  state: TestState | undefined,
  test: { attempts: number; passMark: number; showScore: boolean },
): MyTestView {
  const used = state?.used ?? 0;
  return {
    status: testStatus(state, test.attempts, test.passMark),
    attemptsUsed: used,
    attemptsLeft: test.attempts > 0 ? Math.max(0, test.attempts - used) : null,
    bestScore: test.showScore && state?.best !== undefined ? state.best : null,
    openAttemptId: state?.open !== undefined ? String(state.open) : null,
  };
}

/** What a move from one status to another does to the course's counters. */
export function statusDelta(from: LearnerStatus | undefined, to: LearnerStatus | undefined) {
  const delta: Partial<Record<LearnerStatus, number>> = {};
  if (from === to) return delta;
  if (from) delta[from] = -1;
  if (to) delta[to] = (delta[to] ?? 0) + 1;
  return delta;
}

export const today = (now: Date) => now.toISOString().slice(0, 10);

/** Overdue: a deadline before today and not learned. */
export const isOverdue = (learner: Pick<CourseLearnerRecord, "deadline" | "status">, day: string) =>
  Boolean(learner.deadline && learner.deadline < day && learner.status !== "learned");
