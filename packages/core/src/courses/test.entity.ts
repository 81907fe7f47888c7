import { defineEntity, type EntityItem } from "../db/entity";

/** A question as stored (contracts `QuestionEditView`). */
export interface StoredQuestion {
  _id: string;
  kind: "single" | "multiple";
  text: string;
  answers: Array<{ _id: string; text: string; right: boolean }>;
}

/**
 * A test with its questions embedded (at most 100): the editor, an attempt's start and its scoring
 * read it with one Get. `taken` counts attempts ever started: question edits are conditioned on it
 * being absent (rules spec §5: locked once taken), and a start conditions on the `revision` it
 * read, so no attempt begins on questions being edited. Figures (`attempts`, `finished`, `passed`,
 * `failed`, `passedLearners`, `scoreSum`) are ADDed with each attempt; per question the counters
 * `c_a<i>` (answered) and `c_r<i>` (right) by the question's place (fixed once taken).
 * Access pattern: by id, Get pk = clientId + testId.
 */
export const CourseTestEntity = defineEntity({
  model: { entity: "courseTest", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    testId: { type: "string", required: true },
    courseId: { type: "string", required: true },
    title: { type: "string", required: true },
    description: { type: "string", required: true },
    showRightAnswers: { type: "boolean", required: true },
    showScore: { type: "boolean", required: true },
    shuffleQuestions: { type: "boolean", required: true },
    shuffleAnswers: { type: "boolean", required: true },
    timeLimit: { type: "number", required: true },
    passMark: { type: "number", required: true },
    attempts: { type: "number", required: true },
    /** `StoredQuestion[]`. */
    questions: { type: "any", required: true },
    taken: { type: "number" },
    finished: { type: "number" },
    passed: { type: "number" },
    failed: { type: "number" },
    passedLearners: { type: "number" },
    scoreSum: { type: "number" },
    revision: { type: "number", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "testId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CourseTestRecord = EntityItem<typeof CourseTestEntity>;
