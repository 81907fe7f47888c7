import type { Actor } from "@intranet/contracts";
import type { AnswerBody, AttemptView } from "@intranet/contracts/courses";
import { backoff, named, type NamedCommit, type TransactionEntities, type UpdateParams, withCounters } from "../db";
import { AppError, clock } from "../platform";
import type { CourseAttemptRecord } from "./attempt.entity";
import type { CourseRecord } from "./course.entity";
import { publishCourses } from "./events";
import type { CourseLearnerRecord, TestState } from "./learner.entity";
import { saveLearner } from "./save-learner";
import { attemptView, type Chosen, score, shuffled } from "./scoring";
import { myTest, type Tests } from "./status";
import { findAttempt, findCourse, findLearner, findTest, seenCourse } from "./store";
import type { CourseTestRecord, StoredQuestion } from "./test.entity";

const TRIES = 10;

/** The course must be open for learning: published (not a draft, not archived). */
function requireOpen(course: CourseRecord) {
  if (course.status === "archived") throw new AppError("courses.archived");
  if (course.status !== "published") throw new AppError("courses.not_published");
}

function view(attempt: CourseAttemptRecord, test: CourseTestRecord, state: TestState | undefined): AttemptView {
  return attemptView(attempt, test.questions as StoredQuestion[], test, myTest(state, test), clock().now());
}

const stateOf = (learner: CourseLearnerRecord, testId: string) => (learner.tests as Tests)[testId];

/**
 * Ends an open attempt and scores it, in one transaction with the learner's standing, the test's
 * figures and the course's counters. The attempt's end is conditioned on it being open at the
 * version read: two tabs finishing at once score it once (the other: `courses.attempt_finished`).
 * Answers `false` when the learner changed meanwhile (the caller reads again).
 */
async function finish(
  course: CourseRecord,
  test: CourseTestRecord,
  learner: CourseLearnerRecord,
  attempt: CourseAttemptRecord,
  chosen: Chosen,
): Promise<{ attempt: CourseAttemptRecord; learner: CourseLearnerRecord } | false> {
  const questions = test.questions as StoredQuestion[];
  const scored = score(questions, chosen);
  const passedNow = test.passMark > 0 ? scored.score >= test.passMark : true;
  const before = stateOf(learner, test.testId) ?? { used: attempt.n };
  const state: TestState = {
    used: before.used,
    best: Math.max(before.best ?? 0, scored.score),
    passed: Boolean(before.passed) || passedNow,
    lastFailed: !passedNow,
  };
  const finishedAt = clock().now().toISOString();
  const ended: CourseAttemptRecord = {
    ...attempt,
    chosen,
    state: "finished",
    finishedAt,
    score: scored.score,
    passed: passedNow,
    version: attempt.version + 1,
  };
  const counters: Record<string, number> = {};
  scored.perQuestion.forEach((one, index) => {
    if (one.answered) counters[`a${index}`] = 1;
    if (one.right) counters[`r${index}`] = 1;
  });
  const figures = {
    finished: 1,
    scoreSum: scored.score,
    ...(test.passMark > 0 ? (passedNow ? { passed: 1 } : { failed: 1 }) : {}),
    ...(passedNow && !before.passed ? { passedLearners: 1 } : {}),
  };
  const { clientId, testId, userId, n } = attempt;
  const extra = (e: TransactionEntities): NamedCommit[] => [
    named(
      "attempt",
      e.courseAttempt
        .patch({ clientId, testId, userId, n })
        .set({ chosen, state: "finished", finishedAt, score: scored.score, passed: passedNow, version: ended.version })
        .where((a, op) => `${op.eq(a.state, "open")} AND ${op.eq(a.version, attempt.version)}`)
        .commit(),
    ),
    named(
      "test",
      withCounters(e.courseTest.update({ clientId, testId }).add(figures).params() as unknown as UpdateParams, {
        counters,
      }),
    ),
  ];
  const { saved, failed } = await saveLearner(
    course,
    learner,
    { tests: { ...(learner.tests as Tests), [testId]: state } },
    extra,
  );
  if (failed.includes("attempt")) {
    const now = await findAttempt(clientId, testId, userId, n);
    if (now?.state === "finished") throw new AppError("courses.attempt_finished");
    return false;
  }
  if (!saved) return false;
  await publishCourses(clientId, [
    { type: "courses.attempt_finished", detail: { courseId: course.courseId, testId, userId, n } },
    ...(saved.learnedNow ? [{ type: "courses.learned" as const, detail: { courseId: course.courseId, userId } }] : []),
  ]);
  return { attempt: ended, learner: saved.learner };
}

const expired = (attempt: CourseAttemptRecord, now: Date) =>
  Boolean(attempt.endsAt) && now.getTime() > Date.parse(attempt.endsAt!);

interface Context {
  course: CourseRecord;
  test: CourseTestRecord;
  learner: CourseLearnerRecord;
}

/** Reads the course, the test and the caller's learner item again (after a lost race). */
async function reread(clientId: string, courseId: string, testId: string, userId: string): Promise<Context> {
  const [course, test, learner] = await Promise.all([
    findCourse(clientId, courseId),
    findTest(clientId, testId),
    findLearner(clientId, courseId, userId),
  ]);
  if (!course) throw new AppError("courses.not_found");
  if (!test || test.courseId !== courseId) throw new AppError("courses.test_not_found");
  if (!learner) throw new AppError("courses.not_member");
  return { course, test, learner };
}

/** Creates attempt n+1 with its own shuffled order, in one transaction with the learner and `taken`. */
async function open(ctx: Context, now: Date): Promise<AttemptView | false> {
  const { course, test, learner } = ctx;
  const before = stateOf(learner, test.testId);
  if (before?.passed) throw new AppError("courses.already_passed");
  const used = before?.used ?? 0;
  if (test.attempts > 0 && used >= test.attempts) throw new AppError("courses.no_attempts_left");
  const questions = test.questions as StoredQuestion[];
  if (!questions.length) throw new AppError("courses.no_questions");
  const order = test.shuffleQuestions ? shuffled(questions) : questions;
  const attempt: CourseAttemptRecord = {
    clientId: course.clientId,
    testId: test.testId,
    userId: learner.userId,
    n: used + 1,
    courseId: course.courseId,
    state: "open",
    order: order.map((question) => question._id),
    answerOrder: Object.fromEntries(
      order.map((question) => {
        const ids = question.answers.map((answer) => answer._id);
        return [question._id, test.shuffleAnswers ? shuffled(ids) : ids];
      }),
    ),
    chosen: {},
    startedAt: now.toISOString(),
    ...(test.timeLimit > 0 ? { endsAt: new Date(now.getTime() + test.timeLimit * 60_000).toISOString() } : {}),
    version: 0,
  };
  const state: TestState = { ...before, used: attempt.n, open: attempt.n, answered: false };
  const { clientId, testId } = attempt;
  const { saved } = await saveLearner(
    course,
    learner,
    { tests: { ...(learner.tests as Tests), [testId]: state }, startedAt: now.toISOString() },
    (e) => [
      named("attempt", e.courseAttempt.create(attempt).commit()),
      named(
        "test",
        e.courseTest
          .patch({ clientId, testId })
          .add({ taken: 1 })
          .where((a, op) => op.eq(a.revision, test.revision))
          .commit(),
      ),
    ],
  );
  return saved ? view(attempt, test, state) : false;
}

/**
 * `POST tests/{course}/startTest/{test}/for/{user}`: the caller for themselves. An open attempt in
 * time is answered again (a second tab resumes it); one whose time ran out is closed and scored
 * first; then a new attempt if the test allows one.
 */
export async function startTest(actor: Actor, courseId: string, testId: string, userId: string): Promise<AttemptView> {
  const { clientId } = await seenCourse(actor, courseId);
  if (userId !== actor.userId) throw new AppError("courses.no_access");
  for (let tries = 0; tries < TRIES; tries++) {
    const ctx = await reread(clientId, courseId, testId, userId);
    requireOpen(ctx.course);
    const now = clock().now();
    const state = stateOf(ctx.learner, testId);
    if (state?.open !== undefined) {
      const attempt = await findAttempt(clientId, testId, userId, state.open);
      if (attempt?.state === "open" && !expired(attempt, now)) return view(attempt, ctx.test, state);
      if (attempt?.state === "open") {
        await finish(ctx.course, ctx.test, ctx.learner, attempt, attempt.chosen as Chosen).catch(ignoreFinished);
        continue;
      }
    }
    const opened = await open(ctx, now);
    if (opened) return opened;
    await backoff(tries);
  }
  throw new AppError("common.conflict");
}

const ignoreFinished = (error: unknown) => {
  if (!(error instanceof AppError && error.code === "courses.attempt_finished")) throw error;
  return false as const;
};

/** Each answer must name a question of the attempt and its answers (one for a single choice). */
function merged(test: CourseTestRecord, attempt: CourseAttemptRecord, body: AnswerBody): Chosen {
  const questions = new Map((test.questions as StoredQuestion[]).map((question) => [question._id, question]));
  const chosen: Chosen = { ...(attempt.chosen as Chosen) };
  for (const answer of body.answers) {
    const question = attempt.order.includes(answer.questionId) ? questions.get(answer.questionId) : undefined;
    if (!question) throw new AppError("courses.bad_answer");
    const ids = [...new Set(answer.answerIds)];
    const known = new Set(question.answers.map((one) => one._id));
    if (ids.some((id) => !known.has(id))) throw new AppError("courses.bad_answer");
    if (question.kind === "single" && ids.length > 1) throw new AppError("courses.bad_answer");
    chosen[question._id] = ids;
  }
  return chosen;
}

/**
 * `POST tests/{id}/answer`: saves answers to the caller's open attempt and, with `finish`, scores
 * it. After the attempt's time is over nothing is saved: the attempt is closed with what it held
 * and the call answers `courses.time_over`.
 */
export async function answerTest(actor: Actor, testId: string, body: AnswerBody): Promise<AttemptView> {
  const clientId = actor.tenantId ?? "";
  const found = clientId ? await findTest(clientId, testId) : undefined;
  if (!found) throw new AppError("courses.test_not_found");
  await seenCourse(actor, found.courseId).catch(() => {
    throw new AppError("courses.test_not_found");
  });
  const n = Number(body.attemptId);
  if (!Number.isInteger(n) || n < 1) throw new AppError("courses.attempt_not_found");
  for (let tries = 0; tries < TRIES; tries++) {
    const ctx = await reread(clientId, found.courseId, testId, actor.userId);
    const attempt = await findAttempt(clientId, testId, actor.userId, n);
    if (!attempt) throw new AppError("courses.attempt_not_found");
    if (attempt.state === "finished") throw new AppError("courses.attempt_finished");
    requireOpen(ctx.course);
    if (expired(attempt, clock().now())) {
      const closed = await finish(ctx.course, ctx.test, ctx.learner, attempt, attempt.chosen as Chosen).catch(
        ignoreFinished,
      );
      if (closed === false && tries < TRIES - 1) continue;
      throw new AppError("courses.time_over");
    }
    const chosen = merged(ctx.test, attempt, body);
    if (body.finish) {
      const done = await finish(ctx.course, ctx.test, ctx.learner, attempt, chosen);
      if (done) return view(done.attempt, ctx.test, stateOf(done.learner, testId));
    } else {
      const saved = await saveAnswers(ctx, attempt, chosen);
      if (saved) return saved;
    }
    await backoff(tries);
  }
  throw new AppError("common.conflict");
}

/** Saves an open attempt's answers (conditioned on its version and on it being open); the first answer moves the test to in progress. */
async function saveAnswers(ctx: Context, attempt: CourseAttemptRecord, chosen: Chosen): Promise<AttemptView | false> {
  const { clientId, testId, userId, n } = attempt;
  const next = { ...attempt, chosen, version: attempt.version + 1 };
  const state = stateOf(ctx.learner, testId);
  const commit = (e: TransactionEntities) =>
    named(
      "attempt",
      e.courseAttempt
        .patch({ clientId, testId, userId, n })
        .set({ chosen, version: next.version })
        .where((a, op) => `${op.eq(a.state, "open")} AND ${op.eq(a.version, attempt.version)}`)
        .commit(),
    );
  const answeredState: TestState = { ...(state ?? { used: n }), answered: true };
  const { saved, failed } = await saveLearner(
    ctx.course,
    ctx.learner,
    { tests: { ...(ctx.learner.tests as Tests), [testId]: answeredState } },
    (e) => [commit(e)],
  );
  if (failed.includes("attempt")) {
    const now = await findAttempt(clientId, testId, userId, n);
    if (now?.state === "finished") throw new AppError("courses.attempt_finished");
    return false;
  }
  return saved ? view(next, ctx.test, answeredState) : false;
}

/**
 * Closes (and scores) the learner's open attempts whose time ran out — a player closed before the
 * end — so their own progress page shows the test's real standing. Answers whether one was closed.
 */
export async function closeExpired(course: CourseRecord, learner: CourseLearnerRecord): Promise<boolean> {
  const now = clock().now();
  let closed = false;
  for (const [testId, state] of Object.entries(learner.tests as Tests)) {
    if (state.open === undefined) continue;
    const [test, attempt] = await Promise.all([
      findTest(course.clientId, testId),
      findAttempt(course.clientId, testId, learner.userId, state.open),
    ]);
    if (!test || attempt?.state !== "open" || !expired(attempt, now)) continue;
    const fresh = await findLearner(course.clientId, course.courseId, learner.userId);
    if (!fresh) return closed;
    if (await finish(course, test, fresh, attempt, attempt.chosen as Chosen).catch(ignoreFinished)) closed = true;
  }
  return closed;
}
