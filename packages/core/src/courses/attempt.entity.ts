import { defineEntity, type EntityItem } from "../db/entity";

/**
 * One attempt of one person at one test (`n` from 1). It keeps this attempt's shuffled order of
 * questions and answers, the answers chosen, and its end: `endsAt` is the server's deadline
 * (answers after it are refused), `state` goes open → finished once, conditioned, so two tabs
 * finishing at once score it once.
 * Access patterns: by test, person and number, Get pk = clientId + testId + userId, sk = n; a
 * person's attempts at a test, Query pk.
 */
export const CourseAttemptEntity = defineEntity({
  model: { entity: "courseAttempt", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    testId: { type: "string", required: true },
    userId: { type: "string", required: true },
    n: { type: "number", required: true },
    courseId: { type: "string", required: true },
    state: { type: ["open", "finished"] as const, required: true },
    /** Question ids in this attempt's order. */
    order: { type: "list", items: { type: "string" }, required: true },
    /** Question id → answer ids in this attempt's order. */
    answerOrder: { type: "any", required: true },
    /** Question id → chosen answer ids. */
    chosen: { type: "any", required: true },
    startedAt: { type: "string", required: true },
    endsAt: { type: "string" },
    finishedAt: { type: "string" },
    score: { type: "number" },
    passed: { type: "boolean" },
    version: { type: "number", required: true },
  },
  indexes: {
    byKey: {
      pk: { field: "pk", composite: ["clientId", "testId", "userId"] },
      sk: { field: "sk", composite: ["n"] },
    },
  },
});

export type CourseAttemptRecord = EntityItem<typeof CourseAttemptEntity>;
