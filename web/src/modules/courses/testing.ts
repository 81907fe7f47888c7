/* Test support of learning: fixtures and the app opened at a courses page with the fake API's answers. */
import type { FeatureRight, UserView } from "@intranet/contracts";
import type {
  AttemptView,
  CourseSummary,
  CourseView,
  LessonView,
  MyTestView,
  ProgressView,
  TestView,
} from "@intranet/contracts/courses";
import { fakeApi, type FakeRoutes } from "../../test/api";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

/** Ann (u1), an employee of Acme with the learning right (a learner in these tests). */
export const employee = (overrides: Partial<UserView> = {}) =>
  userView({ rights: ["wall", "lms"] as FeatureRight[], ...overrides });
export const admin = () => employee({ roles: ["admin"] });
export { chloe };

const noLearners = { appointed: 0, started: 0, in_progress: 0, not_started: 0, learned: 0 };

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    _id: "c-1",
    client_id: "c1",
    title: "Security basics",
    description: "Passwords, phishing and what to do when something looks wrong.",
    cover: "",
    status: "published",
    lessons: 2,
    tests: 1,
    learners: { ...noLearners, in_progress: 3, learned: 1 },
    updatedAt: "2026-11-20T10:00:00.000Z",
    me: { status: "in_progress", done: 1, total: 3, deadline: "2026-12-15", overdue: false },
    ...overrides,
  };
}

export function courseView(overrides: Partial<CourseView> = {}): CourseView {
  return {
    ...courseSummary(overrides),
    items: [
      { kind: "lesson", _id: "l-1", title: "Strong passwords" },
      { kind: "lesson", _id: "l-2", title: "Phishing" },
      { kind: "test", _id: "t-1", title: "Final test" },
    ],
    deadlineDays: 14,
    award: null,
    audiences: [],
    createdAt: "2026-11-01T10:00:00.000Z",
    createdBy: "u2",
    revision: 4,
    can: { manage: false, learn: true },
    ...overrides,
  };
}

export function myTest(overrides: Partial<MyTestView> = {}): MyTestView {
  return {
    status: "not_started",
    attemptsUsed: 0,
    attemptsLeft: 2,
    bestScore: null,
    openAttemptId: null,
    ...overrides,
  };
}

export function progressView(overrides: Partial<ProgressView> = {}): ProgressView {
  return {
    courseId: "c-1",
    userId: "u1",
    status: "in_progress",
    done: 1,
    total: 3,
    percent: 33,
    deadline: "2026-12-15",
    overdue: false,
    appointedAt: "2026-11-10T10:00:00.000Z",
    startedAt: "2026-11-11T10:00:00.000Z",
    learnedAt: null,
    items: [
      { kind: "lesson", _id: "l-1", title: "Strong passwords", learned: true, learnedAt: "2026-11-11T10:00:00.000Z" },
      { kind: "lesson", _id: "l-2", title: "Phishing", learned: false, learnedAt: null },
      { kind: "test", _id: "t-1", title: "Final test", ...myTest() },
    ],
    ...overrides,
  };
}

export function lessonView(overrides: Partial<LessonView> = {}): LessonView {
  return {
    _id: "l-2",
    courseId: "c-1",
    title: "Phishing",
    content: '<h2 id="h-signs">Signs</h2><p>A link that does not match its text.</p>',
    headings: [{ level: 2, id: "h-signs", text: "Signs" }],
    files: [],
    videos: [],
    updatedAt: "2026-11-20T10:00:00.000Z",
    revision: 2,
    learned: false,
    can: { manage: false },
    ...overrides,
  };
}

export function testView(overrides: Partial<TestView> = {}): TestView {
  return {
    _id: "t-1",
    courseId: "c-1",
    title: "Final test",
    description: "",
    showRightAnswers: true,
    showScore: true,
    shuffleQuestions: false,
    shuffleAnswers: false,
    timeLimit: 10,
    passMark: 60,
    attempts: 2,
    questionCount: 2,
    taken: 0,
    questions: null,
    me: myTest(),
    updatedAt: "2026-11-20T10:00:00.000Z",
    revision: 3,
    can: { manage: false, editQuestions: false },
    ...overrides,
  };
}

export function attemptView(overrides: Partial<AttemptView> = {}): AttemptView {
  return {
    _id: "a-1",
    testId: "t-1",
    courseId: "c-1",
    userId: "u1",
    n: 1,
    state: "open",
    startedAt: "2026-11-30T10:00:00.000Z",
    endsAt: "2026-11-30T10:10:00.000Z",
    now: "2026-11-30T10:00:00.000Z",
    finishedAt: null,
    questions: [
      {
        _id: "q-1",
        kind: "single",
        text: "Which password is strongest?",
        answers: [
          { _id: "a1", text: "password1" },
          { _id: "a2", text: "correct horse battery staple" },
        ],
        chosen: [],
      },
      {
        _id: "q-2",
        kind: "multiple",
        text: "Which are signs of phishing?",
        answers: [
          { _id: "b1", text: "Urgency" },
          { _id: "b2", text: "A mismatched link" },
          { _id: "b3", text: "Your colleague's usual signature" },
        ],
        chosen: [],
      },
    ],
    score: null,
    passed: null,
    test: myTest({ status: "started", openAttemptId: "a-1", attemptsUsed: 1, attemptsLeft: 1 }),
    ...overrides,
  };
}

/** The whole app at `path`, signed in as `me` (an employee of Acme with the learning right), with these answers. */
export function openCourses(path: string, routes: FakeRoutes = {}, me: UserView = employee()) {
  const api = fakeApi({
    ...startupRoutes(me),
    [`GET /api/user/for_client/c1`]: { body: { items: [me, chloe], cursor: null } },
    "GET /api/courses": { body: { items: [], cursor: null, canManage: false } },
    "GET /api/shop/achievements/c1": { body: { items: [] } },
    ...routes,
  });
  storeSession(me);
  const app = renderApp(path);
  return { api, app };
}
