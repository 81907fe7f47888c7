import type { LearnerStatus } from "@intranet/contracts/courses";
import { batchWrite } from "../db";
import { newId } from "../platform";
import { db } from "./entities";
import type { CourseLearnerRecord } from "./learner.entity";

/**
 * `count` made-up learners of a course written straight to the table, by status in turn (appointed,
 * started, in progress, learned; every tenth late), and the course's counters ADDed to match — a
 * course of 5,000 learners for a bench in seconds, not an appointment each. Tests and benches only.
 */
export async function writeLearners(course: { clientId: string; courseId: string }, count: number): Promise<void> {
  const at = new Date().toISOString();
  const statuses: LearnerStatus[] = ["appointed", "started", "in_progress", "learned"];
  const learners: CourseLearnerRecord[] = Array.from({ length: count }, (_, index) => {
    const status = statuses[index % statuses.length]!;
    return {
      clientId: course.clientId,
      courseId: course.courseId,
      userId: newId(),
      status,
      late: index % 10 === 9 && status !== "learned" ? "1" : "0",
      lessons: {},
      tests: {},
      appointedAt: at,
      appointedBy: "bench",
      ...(status === "learned" ? { learnedAt: at } : {}),
      ...(status !== "appointed" ? { startedAt: at } : {}),
      version: 0,
    };
  });
  await batchWrite((items) => db().entities.courseLearner.put(items).go(), learners, [
    "clientId",
    "courseId",
    "userId",
  ]);
  const counters: Record<string, number> = { members: count };
  for (const learner of learners) {
    counters[learner.status] = (counters[learner.status] ?? 0) + 1;
    if (learner.late === "1") counters.overdue = (counters.overdue ?? 0) + 1;
  }
  await db().entities.course.patch({ clientId: course.clientId, courseId: course.courseId }).add(counters).go();
}
