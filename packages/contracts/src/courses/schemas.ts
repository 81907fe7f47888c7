/**
 * Learning (product-spec §2 /courses…, §3 Course and Test, §4 course, learner and test statuses,
 * §6 course admins per client and the right `lms`; rules-calls-errors-spec §5, §7 and §8 Learning):
 * courses of ordered lessons and tests, appointed to people and audiences, learned and taken on the
 * server's clock (docs/modules/courses.md). Shared by the API and the SPA.
 */
import * as z from "zod/mini";
import { audienceSchema } from "../audiences/schemas";
import { fileIdSchema } from "../files/schemas";
import { idSchema, isExternalUrl, isoDateSchema } from "../validation";

export const courseLimits = {
  titleMax: 200,
  descriptionMax: 2_000,
  /** Characters of a lesson's stored (sanitised) HTML. */
  contentMax: 300_000,
  /** Lessons and tests of one course together. */
  itemsMax: 100,
  filesMax: 30,
  videosMax: 20,
  questionsMax: 100,
  answersMax: 10,
  questionTextMax: 2_000,
  answerTextMax: 500,
  /** People and audiences appointed in one call. */
  peopleMax: 500,
  audiencesMax: 20,
  /** Course admins of one company. */
  adminsMax: 100,
  /** Minutes of a test's time limit (0: none). */
  timeLimitMax: 600,
  attemptsMax: 100,
  coinsMax: 100_000,
  pageSize: 50,
} as const;

/** A course: `draft` (its admins only), `published` (its members learn it), `archived` (read-only, out of the lists). */
export const courseStatuses = ["draft", "published", "archived"] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/**
 * A learner (a member of a course), precisely (docs/modules/courses.md): `appointed` — a member who
 * has not opened the course; `started` — opened it, nothing learned or taken yet; `in_progress` — at
 * least one lesson learned or test attempt made, not all done; `not_started` — the deadline passed
 * and nothing was learned or taken; `learned` — every lesson learned and every test passed (or
 * finished, for a test without a pass mark).
 */
export const learnerStatuses = ["appointed", "started", "in_progress", "not_started", "learned"] as const;
export type LearnerStatus = (typeof learnerStatuses)[number];

/**
 * A test for one learner: `not_started` (no attempt), `started` (an attempt open, nothing answered),
 * `in_progress` (an attempt open with answers saved), `finished` (ended, the test has no pass mark),
 * `passed` (an attempt reached the pass mark), `failed` (the last attempt fell short, attempts remain),
 * `not_passed` (short and no attempt left).
 */
export const testStatuses = [
  "not_started",
  "started",
  "in_progress",
  "finished",
  "passed",
  "failed",
  "not_passed",
] as const;
export type TestStatus = (typeof testStatuses)[number];

export const questionKinds = ["single", "multiple"] as const;
export type QuestionKind = (typeof questionKinds)[number];

export const courseItemKinds = ["lesson", "test"] as const;
export type CourseItemKind = (typeof courseItemKinds)[number];

/** `mine`: the courses the caller learns; `all`: every course of the company (course admins and admins). */
export const courseScopes = ["mine", "all"] as const;
export type CourseScope = (typeof courseScopes)[number];

const title = z
  .string({ error: "courses.title_required" })
  .check(z.trim(), z.minLength(1, "courses.title_required"), z.maxLength(courseLimits.titleMax, "courses.too_long"));
const longText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, "courses.too_long")), "");
const int = (max: number, code: string, min = 0) =>
  z.number(code).check(z.int(code), z.gte(min, code), z.lte(max, code));
/** The course's cover: an image of the company's public media (as articles' covers), "" for none. */
const cover = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(2000, "courses.bad_cover"),
    z.refine((value) => value === "" || isExternalUrl(value), "courses.bad_cover"),
  ),
  "",
);
const revision = z.number().check(z.int(), z.gte(0));
const cursor = z.optional(z.string().check(z.maxLength(2000)));

export const clientParamsSchema = z.object({ client: idSchema });
/** `clients/{id}/settings/admins/lms`: `id` is the company. */
export const companyParamsSchema = z.object({ id: idSchema });
export const courseParamsSchema = z.object({ id: idSchema });
export const memberParamsSchema = z.object({ id: idSchema, user: idSchema });
export const lessonParamsSchema = z.object({ id: idSchema });
export const testParamsSchema = z.object({ id: idSchema });
/** `tests/{id}/questions/{qid}`: the question's id is chosen by the editor, so a repeated POST creates it once. */
export const questionParamsSchema = z.object({ id: idSchema, qid: idSchema });
export const startTestParamsSchema = z.object({ course: idSchema, test: idSchema, user: idSchema });
export const progressParamsSchema = z.object({ course: idSchema, user: idSchema });
export const pageQuerySchema = z.object({ cursor });

export const courseListQuerySchema = z.object({
  scope: z._default(z.enum(courseScopes, "courses.validation"), "mine"),
  /** `all` only: one status (none: draft and published; archived only when asked for). */
  status: z.optional(z.enum(courseStatuses, "courses.validation")),
  cursor,
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/** `GET courses/analytics/{client}`: the company's courses, or with `user_id` one person's. */
export const analyticsQuerySchema = z.object({ user_id: z.optional(idSchema), cursor });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** Course admins of the company (product-spec §6): they create and manage every course. */
export const courseAdminsBodySchema = z.object({
  userIds: z.pipe(
    z.array(idSchema).check(z.maxLength(courseLimits.adminsMax, "courses.too_many_people")),
    z.transform((ids) => [...new Set(ids)]),
  ),
});
export type CourseAdminsBody = z.output<typeof courseAdminsBodySchema>;

/** An award paid once when a learner completes the course (the shop's coins and/or an achievement). */
export const courseAwardSchema = z.object({
  coins: z._default(int(courseLimits.coinsMax, "courses.bad_award"), 0),
  achievementId: z._default(z.nullable(idSchema), null),
});
export type CourseAward = z.output<typeof courseAwardSchema>;

const courseFields = {
  title,
  description: longText(courseLimits.descriptionMax),
  cover,
  /** Days a learner has from their appointment (0: no deadline), unless the appointment names a day. */
  deadlineDays: z._default(int(365, "courses.bad_deadline"), 0),
  award: z._default(z.nullable(courseAwardSchema), null),
};
/** POST /api/courses/image: an uploaded file of the courses kind (a picture) to publish. */
export const courseImageBodySchema = z.object({ fileId: fileIdSchema });
export type CourseImageBody = z.output<typeof courseImageBodySchema>;
export const createCourseBodySchema = z.object({ ...courseFields });
export type CreateCourseBody = z.output<typeof createCourseBodySchema>;
export const updateCourseBodySchema = z.object({
  ...courseFields,
  status: z.enum(courseStatuses, "courses.validation"),
  revision,
});
export type UpdateCourseBody = z.output<typeof updateCourseBodySchema>;

/** `PUT courses/{id}/order`: every lesson and test id of the course, in the new order. */
export const courseOrderBodySchema = z.object({
  items: z.array(idSchema).check(z.maxLength(courseLimits.itemsMax, "courses.too_many_items")),
  revision,
});
export type CourseOrderBody = z.output<typeof courseOrderBodySchema>;

/**
 * `POST courses/{id}/members`: people and audiences appointed (an audience is the people in it now),
 * with an optional last day (none: the course's `deadlineDays` from today, or no deadline).
 */
export const appointBodySchema = z.object({
  userIds: z._default(
    z.pipe(
      z.array(idSchema).check(z.maxLength(courseLimits.peopleMax, "courses.too_many_people")),
      z.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  audiences: z._default(
    z.array(audienceSchema).check(z.maxLength(courseLimits.audiencesMax, "courses.too_many_people")),
    [],
  ),
  deadline: z._default(z.nullable(isoDateSchema), null),
});
export type AppointBody = z.output<typeof appointBodySchema>;

const videoUrl = z.string().check(
  z.trim(),
  z.maxLength(2000, "courses.bad_video"),
  z.refine((value) => isExternalUrl(value), "courses.bad_video"),
);

/** A lesson: rich text like the knowledge base's (the server sanitises it), files and video links. */
export const lessonBodySchema = z.object({
  title,
  content: z._default(z.string().check(z.maxLength(courseLimits.contentMax, "courses.too_long")), ""),
  fileIds: z._default(z.array(fileIdSchema).check(z.maxLength(courseLimits.filesMax, "courses.too_many_files")), []),
  videos: z._default(z.array(videoUrl).check(z.maxLength(courseLimits.videosMax, "courses.too_many_files")), []),
});
export type LessonBody = z.output<typeof lessonBodySchema>;
export const createLessonBodySchema = lessonBodySchema;
export type CreateLessonBody = LessonBody;
export const updateLessonBodySchema = z.object({ ...lessonBodySchema.shape, revision });
export type UpdateLessonBody = z.output<typeof updateLessonBodySchema>;

/** A test's settings (product-spec §3 Test; Moodle's quiz review options). */
export const testBodySchema = z.object({
  title,
  description: longText(courseLimits.descriptionMax),
  /** After an attempt ends: which answers were right (only then). */
  showRightAnswers: z._default(z.boolean(), false),
  /** After an attempt ends: the score (else only passed or not). */
  showScore: z._default(z.boolean(), true),
  shuffleQuestions: z._default(z.boolean(), false),
  shuffleAnswers: z._default(z.boolean(), false),
  /** Minutes per attempt (0: no limit). */
  timeLimit: z._default(int(courseLimits.timeLimitMax, "courses.bad_settings"), 0),
  /** Percent of the points needed to pass (0: no pass mark, the test is only finished). */
  passMark: z._default(int(100, "courses.bad_settings"), 0),
  /** Attempts a learner has (0: unlimited). */
  attempts: z._default(int(courseLimits.attemptsMax, "courses.bad_settings"), 0),
});
export type TestBody = z.output<typeof testBodySchema>;
export const createTestBodySchema = testBodySchema;
export type CreateTestBody = TestBody;
export const updateTestBodySchema = z.object({ ...testBodySchema.shape, revision });
export type UpdateTestBody = z.output<typeof updateTestBodySchema>;

/**
 * A question (rules spec §5 Learning): text, filled answers, and a right answer — exactly one for a
 * single choice (`courses.one_right_answer`), at least one for multiple choice. An answer without
 * `_id` gets one; the order is the editor's.
 */
export const questionBodySchema = z.object({
  kind: z._default(z.enum(questionKinds, "courses.validation"), "single"),
  text: z
    .string({ error: "courses.question_text_required" })
    .check(
      z.trim(),
      z.minLength(1, "courses.question_text_required"),
      z.maxLength(courseLimits.questionTextMax, "courses.too_long"),
    ),
  answers: z
    .array(
      z.object({
        _id: z.optional(idSchema),
        text: z
          .string({ error: "courses.answers_required" })
          .check(
            z.trim(),
            z.minLength(1, "courses.answers_required"),
            z.maxLength(courseLimits.answerTextMax, "courses.too_long"),
          ),
        right: z._default(z.boolean(), false),
      }),
    )
    .check(
      z.minLength(2, "courses.answers_required"),
      z.maxLength(courseLimits.answersMax, "courses.too_many_answers"),
    ),
});
export type QuestionBody = z.output<typeof questionBodySchema>;

/**
 * `POST tests/{id}/answer` (`id` the test): saves the attempt's answers so far (each question's
 * chosen answer ids; a question named again is replaced) and, with `finish`, ends the attempt and
 * scores it. Refused after the attempt's time is over (`courses.time_over`).
 */
export const answerBodySchema = z.object({
  attemptId: idSchema,
  answers: z._default(
    z
      .array(
        z.object({
          questionId: idSchema,
          answerIds: z.array(idSchema).check(z.maxLength(courseLimits.answersMax, "courses.validation")),
        }),
      )
      .check(z.maxLength(courseLimits.questionsMax, "courses.validation")),
    [],
  ),
  finish: z._default(z.boolean(), false),
});
export type AnswerBody = z.output<typeof answerBodySchema>;

/** `PUT course_progress/learn`: a lesson read to the end by the caller. */
export const learnBodySchema = z.object({ course: idSchema, lesson: idSchema });
export type LearnBody = z.output<typeof learnBodySchema>;
