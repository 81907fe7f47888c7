import type { Actor } from "@intranet/contracts";
import type { AppointBody, AppointResult, LearnerPage } from "@intranet/contracts/courses";
import { getAll, named, writeTransaction } from "../db";
import { membersOf, requireCompanyPeople } from "../audiences";
import { addDays, AppError, clock } from "../platform";
import type { CourseRecord } from "./course.entity";
import { db } from "./entities";
import { publishCourses } from "./events";
import type { CourseLearnerRecord } from "./learner.entity";
import { findLearner, managedCourse } from "./store";
import { statusDelta, today } from "./status";
import { learnerView } from "./views";

/** Learners created per transaction with the course's counters (DynamoDB: 100 items). */
const CHUNK = 90;
/** People one appointment may reach (audiences included). */
const PEOPLE_MAX = 10_000;

function deadlineOf(course: CourseRecord, body: AppointBody, day: string): string | undefined {
  if (body.deadline) {
    if (body.deadline < day) throw new AppError("courses.bad_deadline");
    return body.deadline;
  }
  return course.deadlineDays ? addDays(day, course.deadlineDays) : undefined;
}

/**
 * `POST courses/{id}/members`: the people named and everyone in the audiences now become learners
 * (`appointed`) of a published course; those already on it are left as they are. Learners are
 * created with `attribute_not_exists` in transactions of 90 with the course's counters, so a
 * concurrent appointment of the same person counts them once.
 */
export async function appoint(actor: Actor, courseId: string, body: AppointBody): Promise<AppointResult> {
  const { course, clientId } = await managedCourse(actor, courseId);
  if (course.status === "archived") throw new AppError("courses.archived");
  if (course.status !== "published") throw new AppError("courses.not_published");
  if (!body.userIds.length && !body.audiences.length) throw new AppError("courses.nobody_to_appoint");
  await requireCompanyPeople(clientId, body.userIds, "userIds");
  const now = clock().now();
  const day = today(now);
  const deadline = deadlineOf(course, body, day);
  const fromAudiences = (
    await Promise.all(body.audiences.map((audience) => membersOf(clientId, audience, now)))
  ).flat();
  const people = [...new Set([...body.userIds, ...fromAudiences])];
  if (people.length > PEOPLE_MAX) throw new AppError("courses.too_many_people");
  const existing = new Set(
    (
      await getAll(
        people.map((userId) => ({ clientId, courseId, userId })),
        (keys) => db().entities.courseLearner.get(keys).go(),
      )
    ).map((learner) => learner.userId),
  );
  const known = new Set((course.audiences as unknown[]).map((audience) => JSON.stringify(audience)));
  const audiences = [
    ...(course.audiences as unknown[]),
    ...body.audiences.filter((audience) => !known.has(JSON.stringify(audience))),
  ];
  const added: string[] = [];
  let pending = people.filter((userId) => !existing.has(userId));
  if (!pending.length && audiences.length !== known.size) await setAudiences(course, audiences);
  while (pending.length) {
    const chunk = pending.slice(0, CHUNK);
    const created = await createLearners(course, chunk, actor.userId, deadline, now, audiences);
    added.push(...created);
    pending = pending.slice(CHUNK);
  }
  for (let start = 0; start < added.length; start += 500)
    await publishCourses(clientId, [
      { type: "courses.appointed", detail: { courseId, userIds: added.slice(start, start + 500) } },
    ]);
  return { appointed: added.length, already: people.length - added.length };
}

async function setAudiences(course: CourseRecord, audiences: unknown[]) {
  await db().entities.course.patch({ clientId: course.clientId, courseId: course.courseId }).set({ audiences }).go();
}

/** One transaction: the learners and the course's counters; someone appointed meanwhile is left out and the rest retried. */
async function createLearners(
  course: CourseRecord,
  userIds: string[],
  by: string,
  deadline: string | undefined,
  now: Date,
  audiences: unknown[],
): Promise<string[]> {
  let left = userIds;
  for (let attempt = 0; attempt < 5 && left.length; attempt++) {
    const learners: CourseLearnerRecord[] = left.map((userId) => ({
      clientId: course.clientId,
      courseId: course.courseId,
      userId,
      status: "appointed",
      late: "0",
      lessons: {},
      tests: {},
      ...(deadline ? { deadline } : {}),
      appointedAt: now.toISOString(),
      appointedBy: by,
      version: 0,
    }));
    const outcome = await writeTransaction((e) => [
      ...learners.map((learner) => named(`learner.${learner.userId}`, e.courseLearner.create(learner).commit())),
      named(
        "course",
        e.course
          .update({ clientId: course.clientId, courseId: course.courseId })
          .add({ appointed: learners.length, members: learners.length })
          .set({ audiences })
          .commit(),
      ),
    ]);
    if (outcome.ok) return left;
    const taken = new Set(outcome.failedNames.map((name) => name.slice("learner.".length)));
    if (!taken.size) throw new AppError("common.conflict");
    left = left.filter((userId) => !taken.has(userId));
  }
  if (!left.length) return [];
  throw new AppError("common.conflict");
}

/** `DELETE courses/{id}/members/{user}`: the learner goes, with their place in the course's counters. */
export async function dismiss(actor: Actor, courseId: string, userId: string): Promise<void> {
  const { clientId } = await managedCourse(actor, courseId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const learner = await findLearner(clientId, courseId, userId);
    if (!learner) throw new AppError("courses.not_member");
    const counters: Record<string, number> = { ...statusDelta(learner.status, undefined), members: -1 };
    if (learner.late === "1" && learner.status !== "learned") counters.overdue = -1;
    const outcome = await writeTransaction((e) => [
      named(
        "learner",
        e.courseLearner
          .delete({ clientId, courseId, userId })
          .where((a, op) => op.eq(a.version, learner.version))
          .commit(),
      ),
      named("course", e.course.update({ clientId, courseId }).add(counters).commit()),
    ]);
    if (outcome.ok) return;
    if (!outcome.failed("learner")) throw new AppError("common.conflict");
  }
  throw new AppError("common.conflict");
}

/** `GET courses/{id}/members`: one Query of the course's learners, the overdue first, 50 a page. */
export async function members(actor: Actor, courseId: string, cursor?: string): Promise<LearnerPage> {
  const { course, clientId } = await managedCourse(actor, courseId);
  const page = await db()
    .entities.courseLearner.query.byCourse({ clientId, courseId })
    .go({ order: "desc", limit: 50, ...(cursor ? { cursor } : {}) });
  const day = today(clock().now());
  return { items: page.data.map((learner) => learnerView(course, learner, day)), cursor: page.cursor ?? null };
}
