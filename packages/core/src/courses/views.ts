import type {
  CourseSummary,
  CourseView,
  LearnerStatus,
  LearnerView,
  MyLearningView,
} from "@intranet/contracts/courses";
import type { Audience } from "@intranet/contracts/audiences";
import type { CourseRecord } from "./course.entity";
import type { CourseLearnerRecord } from "./learner.entity";
import { doneCount, isOverdue, itemsOf, type Lessons, type Tests } from "./status";

export const counts = (course: CourseRecord): Record<LearnerStatus, number> => ({
  appointed: course.appointed ?? 0,
  started: course.started ?? 0,
  in_progress: course.in_progress ?? 0,
  not_started: course.not_started ?? 0,
  learned: course.learned ?? 0,
});

export function myLearning(course: CourseRecord, learner: CourseLearnerRecord, day: string): MyLearningView {
  const { done, total } = doneCount(course, learner.lessons as Lessons, learner.tests as Tests);
  return {
    status: learner.status,
    done,
    total,
    deadline: learner.deadline ?? null,
    overdue: isOverdue(learner, day),
  };
}

export function courseSummary(
  course: CourseRecord,
  learner: CourseLearnerRecord | undefined,
  day: string,
): CourseSummary {
  const items = itemsOf(course);
  return {
    _id: course.courseId,
    client_id: course.clientId,
    title: course.title,
    description: course.description,
    cover: course.cover,
    status: course.status,
    lessons: items.filter((item) => item.kind === "lesson").length,
    tests: items.filter((item) => item.kind === "test").length,
    learners: counts(course),
    updatedAt: course.updatedAt,
    me: learner ? myLearning(course, learner, day) : null,
  };
}

export function courseView(
  course: CourseRecord,
  learner: CourseLearnerRecord | undefined,
  manage: boolean,
  day: string,
): CourseView {
  return {
    ...courseSummary(course, learner, day),
    items: itemsOf(course),
    deadlineDays: course.deadlineDays,
    award: (course.award as CourseView["award"]) ?? null,
    audiences: manage ? (course.audiences as Audience[]) : [],
    createdAt: course.createdAt,
    createdBy: course.createdBy,
    revision: course.revision,
    can: { manage, learn: Boolean(learner) && course.status === "published" },
  };
}

export function learnerView(course: CourseRecord, learner: CourseLearnerRecord, day: string): LearnerView {
  const { done, total } = doneCount(course, learner.lessons as Lessons, learner.tests as Tests);
  return {
    userId: learner.userId,
    status: learner.status,
    done,
    total,
    appointedAt: learner.appointedAt,
    appointedBy: learner.appointedBy,
    deadline: learner.deadline ?? null,
    overdue: isOverdue(learner, day),
    learnedAt: learner.learnedAt ?? null,
  };
}
