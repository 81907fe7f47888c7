import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A lesson: sanitised rich text (the knowledge base's subset), its files and video links. `learned`
 * counts the learners who read it to the end (ADDed with their progress).
 * Access pattern: by id, Get pk = clientId + lessonId (a course's lessons: one BatchGet of its refs).
 */
export const CourseLessonEntity = defineEntity({
  model: { entity: "courseLesson", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    lessonId: { type: "string", required: true },
    courseId: { type: "string", required: true },
    title: { type: "string", required: true },
    content: { type: "string", required: true },
    text: { type: "string", required: true },
    /** contracts `LessonView["headings"]`. */
    headings: { type: "any", required: true },
    fileIds: { type: "list", items: { type: "string" }, required: true },
    videos: { type: "list", items: { type: "string" }, required: true },
    learned: { type: "number" },
    revision: { type: "number", required: true },
    updatedAt: { type: "string", required: true },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "lessonId"] },
      sk: { field: "sk", composite: [] },
    },
  },
});

export type CourseLessonRecord = EntityItem<typeof CourseLessonEntity>;
