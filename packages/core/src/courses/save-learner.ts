import { named, type NamedCommit, type TransactionEntities, writeTransaction } from "../db";
import { AppError } from "../platform";
import type { CourseRecord } from "./course.entity";
import type { CourseLearnerRecord } from "./learner.entity";
import { learnerStatus, type Lessons, statusDelta, type Tests } from "./status";

export interface LearnerChange {
  lessons?: Lessons;
  tests?: Tests;
  startedAt?: string;
  late?: "0" | "1";
  warned?: boolean;
}

export interface SavedLearner {
  learner: CourseLearnerRecord;
  learnedNow: boolean;
}

/** Counted as overdue: late and not learned. */
const overdueOf = (learner: Pick<CourseLearnerRecord, "late" | "status">) =>
  learner.late === "1" && learner.status !== "learned" ? 1 : 0;

/**
 * Writes a learner's change with what it moves: their status (the course's counters ADDed in the
 * same transaction), the `version` they were read at (a concurrent change: `false`, the caller reads
 * again), and the caller's own commits (an attempt's end, a lesson's counter) in the same
 * transaction. A named failure of one of those is the caller's to read: `outcome` is returned.
 */
export async function saveLearner(
  course: CourseRecord,
  before: CourseLearnerRecord,
  change: LearnerChange,
  extra: (e: TransactionEntities) => NamedCommit[] = () => [],
): Promise<{ saved: SavedLearner | false; failed: string[] }> {
  const lessons = change.lessons ?? (before.lessons as Lessons);
  const tests = change.tests ?? (before.tests as Tests);
  const base = { ...before, ...(change.startedAt ? { startedAt: before.startedAt ?? change.startedAt } : {}) };
  if (change.late) base.late = change.late;
  const status = learnerStatus(course, base, lessons, tests);
  const learnedNow = status === "learned" && !before.learnedAt;
  const next: CourseLearnerRecord = {
    ...base,
    lessons,
    tests,
    status,
    ...(learnedNow ? { learnedAt: new Date().toISOString() } : {}),
    ...(change.warned ? { warned: true } : {}),
    version: before.version + 1,
  };
  const counters: Record<string, number> = { ...statusDelta(before.status, status) };
  const overdue = overdueOf(next) - overdueOf(before);
  if (overdue) counters.overdue = overdue;
  const { clientId, courseId, userId } = before;
  const outcome = await writeTransaction((e) => {
    const commits: NamedCommit[] = [
      named(
        "learner",
        e.courseLearner
          .patch({ clientId, courseId, userId })
          .set({
            lessons,
            tests,
            status,
            late: next.late,
            version: next.version,
            ...(next.startedAt ? { startedAt: next.startedAt } : {}),
            ...(next.learnedAt ? { learnedAt: next.learnedAt } : {}),
            ...(next.warned ? { warned: true } : {}),
          })
          .where((a, op) => op.eq(a.version, before.version))
          .commit(),
      ),
      ...extra(e),
    ];
    if (Object.values(counters).some(Boolean))
      commits.push(named("course", e.course.update({ clientId, courseId }).add(counters).commit()));
    return commits;
  });
  if (outcome.ok) return { saved: { learner: next, learnedNow }, failed: [] };
  if (outcome.failedNames.length) return { saved: false, failed: outcome.failedNames };
  throw new AppError("common.conflict");
}
