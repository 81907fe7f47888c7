import { publishAfterWrite, type DomainEvent } from "../events";

/**
 * Learning's bus events, published after their write committed (ids only: subscribers read again).
 * - `courses.appointed`: people became learners of a course (they are told; their deadline timers set).
 * - `courses.attempt_finished`: an attempt ended and was scored (the learner is told passed or failed).
 * - `courses.learned`: a learner finished a course — every lesson learned, every test passed (the
 *   award is paid once; the IDP module finishes plan tasks that name the course).
 * - `courses.changed` / `courses.lesson_changed`: what search shows of a course or lesson changed.
 */
export interface CoursesEventDetails {
  "courses.appointed": { courseId: string; userIds: string[] };
  "courses.attempt_finished": { courseId: string; testId: string; userId: string; n: number };
  "courses.learned": { courseId: string; userId: string };
  "courses.changed": { courseId: string };
  "courses.lesson_changed": { courseId: string; lessonId: string };
}

export type CoursesEventType = keyof CoursesEventDetails;
export type CoursesEvent = {
  [T in CoursesEventType]: DomainEvent<T, CoursesEventDetails[T]>;
}[CoursesEventType];

export async function publishCourses(clientId: string, events: Array<Omit<CoursesEvent, "tenantId">>): Promise<void> {
  if (!events.length) return;
  await publishAfterWrite(events.map((event) => ({ ...event, tenantId: clientId }) as CoursesEvent));
}
