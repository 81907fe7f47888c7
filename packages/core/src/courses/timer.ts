import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { addDays, clock } from "../platform";
import { jobScheduler } from "../scheduler";
import type { CourseRecord } from "./course.entity";
import type { CourseLearnerRecord } from "./learner.entity";
import { saveLearner } from "./save-learner";
import { today } from "./status";
import { findCourse, findLearner } from "./store";
import { tell } from "./tell";

/**
 * The deadline timer (docs/modules/courses.md): ONE one-time schedule per learner with a deadline,
 * always on its next moment — two days before the last day (the learner is told the deadline is
 * near), then the day after it (they become late: overdue, and `not_started` if nothing was done).
 * Each run re-reads the learner: learned, dismissed or moved, it does what is true now; run twice,
 * it changes and tells nothing more.
 */
export const DEADLINE_JOB = "course-deadline";
/** Days before the deadline when the learner is told. */
export const WARN_DAYS = 2;
const HOUR = "06:00:00.000Z";
const SOON_MS = 5_000;

export function deadlineTimerName(tenantId: string, courseId: string, userId: string): string {
  return `course-${createHash("sha256").update(`${tenantId}\n${courseId}\n${userId}`).digest("hex").slice(0, 40)}`;
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, courseId: id, userId: id });

/** Sets (or removes) a learner's schedule on their next moment. */
export async function scheduleDeadline(learner: CourseLearnerRecord | undefined, key: z.infer<typeof payloadSchema>) {
  const name = deadlineTimerName(key.tenantId, key.courseId, key.userId);
  if (!learner?.deadline || learner.status === "learned" || learner.late === "1") {
    await jobScheduler().remove(name);
    return "no timer";
  }
  const now = clock().now();
  const warnAt = Date.parse(`${addDays(learner.deadline, -WARN_DAYS)}T${HOUR}`);
  const lateAt = Date.parse(`${addDays(learner.deadline, 1)}T00:00:05.000Z`);
  const at = new Date(Math.max(learner.warned ? lateAt : warnAt, now.getTime() + SOON_MS));
  await jobScheduler().upsert({ name, at: at.toISOString(), job: DEADLINE_JOB, payload: key, retries: 2 });
  return `timer at ${at.toISOString()}`;
}

/** What is due now for one learner: the warning, then lateness. `false`: written meanwhile, read again. */
async function handleDue(course: CourseRecord, learner: CourseLearnerRecord): Promise<CourseLearnerRecord | false> {
  const day = today(clock().now());
  const deadline = learner.deadline!;
  const warn = !learner.warned && day >= addDays(deadline, -WARN_DAYS) && day <= deadline;
  const late = day > deadline && learner.late !== "1";
  if (!warn && !late) return learner;
  const { saved } = await saveLearner(course, learner, {
    ...(warn ? { warned: true } : {}),
    ...(late ? { late: "1" } : {}),
  });
  if (!saved) return false;
  if (warn && course.status === "published")
    await tell(
      course.clientId,
      [learner.userId],
      "courses.deadline_near",
      course.courseId,
      { course: course.title, deadline },
      `near:${course.courseId}:${learner.userId}:${deadline}`,
    );
  return saved.learner;
}

/** Job `course-deadline`: warns, marks late, sets the next run. */
export async function runDeadlineTimer(payload: unknown): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const key = parsed.data;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [course, learner] = await Promise.all([
      findCourse(key.tenantId, key.courseId),
      findLearner(key.tenantId, key.courseId, key.userId),
    ]);
    if (!course || !learner?.deadline || learner.status === "learned") {
      await scheduleDeadline(undefined, key);
      return "gone";
    }
    const current = await handleDue(course, learner);
    if (current === false) continue;
    await scheduleDeadline(current, key);
    return current.late === "1" ? "late" : current.warned ? "warned" : "waiting";
  }
  return "busy";
}

/** The subscriber's part: a learner's timer follows them (appointed, learned). */
export async function followDeadline(tenantId: string, courseId: string, userId: string): Promise<string> {
  return scheduleDeadline(await findLearner(tenantId, courseId, userId), { tenantId, courseId, userId });
}
