import { defineEntity, type EntityItem } from "../db/entity";

/** A learner's standing on one test (the learner item's `tests` map). */
export interface TestState {
  /** Attempts started. */
  used: number;
  /** The open attempt's number, if any. */
  open?: number;
  /** Answers saved in the open attempt. */
  answered?: boolean;
  /** Best score in percent of a finished attempt. */
  best?: number;
  /** Some attempt reached the pass mark (or finished, without one). */
  passed?: boolean;
  /** The last finished attempt fell short. */
  lastFailed?: boolean;
}

/**
 * One person on one course ("learner": a member). Their whole progress lives here — lessons learned
 * (`lessons`: id → when), tests (`tests`: id → `TestState`) — so a progress page is two Gets; each
 * write is conditioned on `version`. `late` is "1" once the deadline passed unfinished (the timer
 * sets it), so the course's overdue learners are one Query on gsi2's prefix.
 * Access patterns:
 * - by course and person: Get pk = clientId + courseId + userId;
 * - a person's courses (my courses, their analytics): Query gsi1 pk = clientId + userId;
 * - a course's learners (members tab), overdue first: Query gsi2 pk = clientId + courseId, sk = late + userId.
 */
export const CourseLearnerEntity = defineEntity({
  model: { entity: "courseLearner", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    courseId: { type: "string", required: true },
    userId: { type: "string", required: true },
    status: { type: ["appointed", "started", "in_progress", "not_started", "learned"] as const, required: true },
    late: { type: "string", required: true },
    lessons: { type: "any", required: true },
    tests: { type: "any", required: true },
    deadline: { type: "string" },
    appointedAt: { type: "string", required: true },
    appointedBy: { type: "string", required: true },
    startedAt: { type: "string" },
    learnedAt: { type: "string" },
    /** The deadline-near notice was sent. */
    warned: { type: "boolean" },
    version: { type: "number", required: true },
  },
  indexes: {
    byKey: {
      pk: { field: "pk", composite: ["clientId", "courseId", "userId"] },
      sk: { field: "sk", composite: [] },
    },
    byUser: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "userId"] },
      sk: { field: "gsi1sk", composite: ["courseId"] },
    },
    byCourse: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "courseId"] },
      sk: { field: "gsi2sk", composite: ["late", "userId"] },
    },
  },
});

export type CourseLearnerRecord = EntityItem<typeof CourseLearnerEntity>;
