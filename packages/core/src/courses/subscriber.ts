import * as z from "zod/mini";
import { payModuleAward } from "../shop";
import type { CourseAward } from "@intranet/contracts/courses";
import { mapLimited } from "../platform";
import { findAttempt, findCourse, findLearner, findTest } from "./store";
import { tell } from "./tell";
import { followDeadline } from "./timer";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const appointed = z.object({ tenantId: id, courseId: id, userIds: z.array(id).check(z.maxLength(1000)) });
const finished = z.object({ tenantId: id, courseId: id, testId: id, userId: id, n: z.number() });
const learned = z.object({ tenantId: id, courseId: id, userId: id });

/**
 * Learning's bus subscriber: appointed learners are told and their deadline timers set; a finished
 * attempt tells its learner passed or not (tests with a pass mark); a learned course pays its award
 * once (the shop's guard by `course:<course>:<user>`) and tells the learner. Each notice has a
 * dedupe key: a delivery twice tells nobody twice.
 */
export async function handleCoursesEvent(type: string, detail: unknown): Promise<string> {
  if (type === "courses.appointed") {
    const parsed = appointed.safeParse(detail);
    return parsed.success ? onAppointed(parsed.data) : "ignored";
  }
  if (type === "courses.attempt_finished") {
    const parsed = finished.safeParse(detail);
    return parsed.success ? onFinished(parsed.data) : "ignored";
  }
  if (type === "courses.learned") {
    const parsed = learned.safeParse(detail);
    return parsed.success ? onLearned(parsed.data) : "ignored";
  }
  return "ignored";
}

async function onAppointed({ tenantId, courseId, userIds }: z.infer<typeof appointed>): Promise<string> {
  const course = await findCourse(tenantId, courseId);
  if (!course) return "gone";
  const learners = (await mapLimited(userIds, 8, (userId) => findLearner(tenantId, courseId, userId))).filter(
    (learner) => learner !== undefined,
  );
  // One notice per appointment (its time and deadline): a person appointed again later is told again.
  const groups = new Map<string, { deadline: string; at: string; to: string[] }>();
  for (const learner of learners) {
    const key = `${learner.appointedAt}|${learner.deadline ?? ""}`;
    const group = groups.get(key) ?? { deadline: learner.deadline ?? "", at: learner.appointedAt, to: [] };
    group.to.push(learner.userId);
    groups.set(key, group);
  }
  for (const group of groups.values())
    await tell(
      tenantId,
      group.to,
      "courses.appointed",
      courseId,
      { course: course.title, deadline: group.deadline },
      `appointed:${courseId}:${group.at}`,
    );
  await mapLimited(learners, 8, (learner) => followDeadline(tenantId, courseId, learner.userId));
  return `appointed ${learners.length}`;
}

async function onFinished({ tenantId, courseId, testId, userId, n }: z.infer<typeof finished>): Promise<string> {
  const [course, test, attempt] = await Promise.all([
    findCourse(tenantId, courseId),
    findTest(tenantId, testId),
    findAttempt(tenantId, testId, userId, n),
  ]);
  if (!course || !test || attempt?.state !== "finished" || test.passMark <= 0) return "no notice";
  await tell(
    tenantId,
    [userId],
    attempt.passed ? "courses.test_passed" : "courses.test_failed",
    courseId,
    { course: course.title, test: test.title, score: test.showScore ? String(attempt.score ?? 0) : "" },
    `attempt:${testId}:${userId}:${n}`,
  );
  return attempt.passed ? "passed" : "failed";
}

async function onLearned({ tenantId, courseId, userId }: z.infer<typeof learned>): Promise<string> {
  const course = await findCourse(tenantId, courseId);
  if (!course) return "gone";
  const award = course.award as CourseAward | null | undefined;
  const paid = award
    ? await payModuleAward(
        tenantId,
        "courses",
        { amount: award.coins, achievement: award.achievementId ?? undefined },
        userId,
        `course:${courseId}:${userId}`,
      )
    : false;
  await tell(
    tenantId,
    [userId],
    "courses.learned",
    courseId,
    { course: course.title },
    `learned:${courseId}:${userId}`,
  );
  await followDeadline(tenantId, courseId, userId);
  return paid ? "learned, paid" : "learned";
}
