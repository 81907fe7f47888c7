import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A course (product-spec §3 Course). Its lessons and tests are refs in order in the item (`items`,
 * at most 100), so a course page is one Get; edits are conditioned on `revision`. Learner counters
 * by status (`appointed`, `started`, `in_progress`, `not_started`, `learned`) and `overdue` are
 * ADDed in the transactions that move a learner, never by a scan: the analytics are one Query.
 * Access patterns:
 * - by id: Get pk = clientId + courseId;
 * - a company's courses, newest first: Query gsi1 pk = clientId, sk = createdAt + courseId.
 */
export const CourseEntity = defineEntity({
  model: { entity: "course", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    courseId: { type: "string", required: true },
    title: { type: "string", required: true },
    description: { type: "string", required: true },
    cover: { type: "string", required: true },
    status: { type: ["draft", "published", "archived"] as const, required: true },
    deadlineDays: { type: "number", required: true },
    /** contracts `CourseAward | null`. */
    award: { type: "any" },
    /** contracts `CourseItemRef[]`. */
    items: { type: "any", required: true },
    /** contracts `Audience[]` appointed so far. */
    audiences: { type: "any", required: true },
    appointed: { type: "number" },
    started: { type: "number" },
    in_progress: { type: "number" },
    not_started: { type: "number" },
    learned: { type: "number" },
    overdue: { type: "number" },
    /** Learners ever appointed (a course with any cannot be deleted, only archived). */
    members: { type: "number" },
    revision: { type: "number", required: true },
    createdBy: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "courseId"] },
      sk: { field: "sk", composite: [] },
    },
    byClient: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["createdAt", "courseId"] },
    },
  },
});

export type CourseRecord = EntityItem<typeof CourseEntity>;
