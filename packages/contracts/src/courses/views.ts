import type { Audience } from "../audiences/schemas";
import type { CourseAward, CourseItemKind, CourseStatus, LearnerStatus, QuestionKind, TestStatus } from "./schemas";

/** `GET/PUT clients/{id}/settings/admins/lms`: the company's course admins. */
export interface CourseAdminsView {
  userIds: string[];
}

/** A lesson or test in a course's order (its title as the course item keeps it). */
export interface CourseItemRef {
  kind: CourseItemKind;
  _id: string;
  title: string;
}

/** The caller's place in a course (present when they are a member). */
export interface MyLearningView {
  status: LearnerStatus;
  /** Items done (lessons learned, tests passed or finished) of `total`. */
  done: number;
  total: number;
  /** The last day (ISO date), if any. */
  deadline: string | null;
  overdue: boolean;
}

/** POST /api/courses/image: the published picture's public url (a cover, an `<img src>` in a lesson). */
export interface CourseImageView {
  url: string;
}

/** A course in the lists (/courses). */
export interface CourseSummary {
  _id: string;
  client_id: string;
  title: string;
  description: string;
  cover: string;
  status: CourseStatus;
  lessons: number;
  tests: number;
  /** Learners by status (the counters kept with every change). */
  learners: Record<LearnerStatus, number>;
  updatedAt: string;
  /** The caller's progress, when they learn it. */
  me: MyLearningView | null;
}

export interface CoursePage {
  items: CourseSummary[];
  cursor: string | null;
  /** The caller may create and manage courses (course admins, admins, a visiting superadmin). */
  canManage: boolean;
}

/** One course (/courses/{id}): a learner sees it published; its managers in any status. */
export interface CourseView extends CourseSummary {
  items: CourseItemRef[];
  deadlineDays: number;
  award: CourseAward | null;
  /** The audiences appointed so far (each once), for the members tab. */
  audiences: Audience[];
  createdAt: string;
  createdBy: string;
  revision: number;
  can: { manage: boolean; learn: boolean };
}

/** A member of a course (the members tab, the dashboard's people). */
export interface LearnerView {
  userId: string;
  status: LearnerStatus;
  done: number;
  total: number;
  appointedAt: string;
  appointedBy: string;
  deadline: string | null;
  overdue: boolean;
  learnedAt: string | null;
}

export interface LearnerPage {
  items: LearnerView[];
  cursor: string | null;
}

/** `POST courses/{id}/members`: how many were appointed now and how many already were. */
export interface AppointResult {
  appointed: number;
  already: number;
}

export interface LessonFileView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  isImage: boolean;
}

/** A lesson (/courses/{id}/lessons/{lessonId}). */
export interface LessonView {
  _id: string;
  courseId: string;
  title: string;
  /** Sanitised HTML (the knowledge base's subset). */
  content: string;
  headings: Array<{ level: number; id: string; text: string }>;
  files: LessonFileView[];
  videos: string[];
  updatedAt: string;
  revision: number;
  /** The caller has learned it. */
  learned: boolean;
  can: { manage: boolean };
}

export interface AnswerEditView {
  _id: string;
  text: string;
  right: boolean;
}

/** A question as its editor sees it (with the right flags): only managers ever get these. */
export interface QuestionEditView {
  _id: string;
  kind: QuestionKind;
  text: string;
  answers: AnswerEditView[];
}

export interface TestSettingsView {
  showRightAnswers: boolean;
  showScore: boolean;
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
  timeLimit: number;
  passMark: number;
  attempts: number;
}

/** One learner's standing on a test. */
export interface MyTestView {
  status: TestStatus;
  attemptsUsed: number;
  /** Attempts left (null: unlimited). */
  attemptsLeft: number | null;
  /** The best score in percent (null before a finished attempt, or when scores are hidden). */
  bestScore: number | null;
  /** The open attempt, if any. */
  openAttemptId: string | null;
}

/**
 * A test (/courses/{id}/tests/{testId}). `questions` (with right flags) only for its managers;
 * a learner gets the count and their standing, and sees questions only in an attempt.
 */
export interface TestView extends TestSettingsView {
  _id: string;
  courseId: string;
  title: string;
  description: string;
  questionCount: number;
  /** Attempts ever made: once above 0 the questions are locked (`courses.questions_locked`). */
  taken: number;
  questions: QuestionEditView[] | null;
  me: MyTestView | null;
  updatedAt: string;
  revision: number;
  can: { manage: boolean; editQuestions: boolean };
}

/** A question in an attempt: never the right flags while it is open. */
export interface AttemptQuestionView {
  _id: string;
  kind: QuestionKind;
  text: string;
  answers: Array<{ _id: string; text: string }>;
  /** The answers chosen so far. */
  chosen: string[];
  /** After the end, with show right answers on: the right ones, and whether the choice was right. */
  rightIds?: string[];
  correct?: boolean;
}

export type AttemptState = "open" | "finished";

/** An attempt at a test (`startTest`, `answer`): its questions in this attempt's order. */
export interface AttemptView {
  _id: string;
  testId: string;
  courseId: string;
  userId: string;
  /** 1 for the first attempt. */
  n: number;
  state: AttemptState;
  startedAt: string;
  /** When the time runs out (null: no limit); the server refuses answers after it. */
  endsAt: string | null;
  /** The server's clock when answered, for the player's countdown. */
  now: string;
  finishedAt: string | null;
  questions: AttemptQuestionView[];
  /** After the end: the score in percent (null when the test hides scores). */
  score: number | null;
  /** After the end: passed (null: no pass mark, or still open). */
  passed: boolean | null;
  /** The learner's standing on the test after this answer. */
  test: MyTestView;
}

/** A test's place in a learner's progress. */
export interface TestProgressView extends MyTestView {
  _id: string;
  title: string;
}

export interface LessonProgressView {
  _id: string;
  title: string;
  learned: boolean;
  learnedAt: string | null;
}

/** `GET course_progress/progress/{course}/{user}`. */
export interface ProgressView {
  courseId: string;
  userId: string;
  status: LearnerStatus;
  done: number;
  total: number;
  percent: number;
  deadline: string | null;
  overdue: boolean;
  appointedAt: string;
  startedAt: string | null;
  learnedAt: string | null;
  /** In the course's order. */
  items: Array<({ kind: "lesson" } & LessonProgressView) | ({ kind: "test" } & TestProgressView)>;
}

/** `GET course_progress/{id}/dashboard`: a course at a glance (its managers). */
export interface CourseDashboardView {
  courseId: string;
  title: string;
  learners: Record<LearnerStatus, number>;
  total: number;
  overdue: number;
  /** Percent of learners who learned it. */
  completion: number;
  lessons: LessonStatView[];
  tests: TestStatView[];
  /** Overdue learners, the longest overdue first (up to 20). */
  overdueLearners: LearnerView[];
}

export interface LessonStatView {
  _id: string;
  courseId: string;
  title: string;
  /** Learners who learned it, of the course's learners. */
  learned: number;
  learners: number;
}

export interface QuestionStatView {
  _id: string;
  text: string;
  /** Answered in finished attempts, and answered right. */
  answered: number;
  right: number;
  /** right / answered in percent (null: never answered). */
  rightRate: number | null;
}

export interface TestStatView {
  _id: string;
  courseId: string;
  title: string;
  attempts: number;
  finished: number;
  passed: number;
  failed: number;
  /** Learners who passed it (each once). */
  passedLearners: number;
  averageScore: number | null;
  /** The hardest first (lowest right rate). */
  questions: QuestionStatView[];
}

/** A course's row of the company's analytics (/courses/analytics). */
export interface CourseAnalyticsRow {
  courseId: string;
  title: string;
  status: CourseStatus;
  learners: Record<LearnerStatus, number>;
  total: number;
  overdue: number;
  completion: number;
}

/** One person's row (/courses/analytics/{user_id}). */
export interface UserCourseRow {
  courseId: string;
  title: string;
  status: LearnerStatus;
  done: number;
  total: number;
  deadline: string | null;
  overdue: boolean;
  learnedAt: string | null;
}

/** `GET courses/analytics/{client}`: the company's courses, or with `user_id` that person's. */
export type CourseAnalyticsView =
  | { kind: "company"; courses: CourseAnalyticsRow[]; cursor: string | null }
  | { kind: "user"; userId: string; courses: UserCourseRow[] };

/** `courses.learned` and other bus details. */
export interface CourseLearnedDetail {
  courseId: string;
  userId: string;
}
