import type { Actor } from "@intranet/contracts";
import {
  courseLimits,
  type QuestionBody,
  type QuestionStatView,
  type TestBody,
  type TestStatView,
  type TestView,
  type UpdateTestBody,
} from "@intranet/contracts/courses";
import { named, readCounters } from "../db";
import { AppError, clock, newId } from "../platform";
import { appendItem, changeRef } from "./lessons";
import { db } from "./entities";
import type { CourseLearnerRecord, TestState } from "./learner.entity";
import { findTest, managedCourse, seenCourse } from "./store";
import { myTest } from "./status";
import type { CourseTestRecord, StoredQuestion } from "./test.entity";

const conditionFailed = (error: unknown) =>
  (error as { cause?: { name?: string } }).cause?.name === "ConditionalCheckFailedException";

export function testView(test: CourseTestRecord, manage: boolean, learner: CourseLearnerRecord | undefined): TestView {
  const questions = test.questions as StoredQuestion[];
  const state = (learner?.tests as Record<string, TestState> | undefined)?.[test.testId];
  return {
    _id: test.testId,
    courseId: test.courseId,
    title: test.title,
    description: test.description,
    showRightAnswers: test.showRightAnswers,
    showScore: test.showScore,
    shuffleQuestions: test.shuffleQuestions,
    shuffleAnswers: test.shuffleAnswers,
    timeLimit: test.timeLimit,
    passMark: test.passMark,
    attempts: test.attempts,
    questionCount: questions.length,
    taken: test.taken ?? 0,
    // Right flags go to the test's managers only: a learner sees questions only inside an attempt.
    questions: manage ? questions : null,
    me: learner ? myTest(state, test) : null,
    updatedAt: test.updatedAt,
    revision: test.revision,
    can: { manage, editQuestions: manage && !(test.taken ?? 0) },
  };
}

const settingsOf = (body: TestBody) => ({
  title: body.title,
  description: body.description,
  showRightAnswers: body.showRightAnswers,
  showScore: body.showScore,
  shuffleQuestions: body.shuffleQuestions,
  shuffleAnswers: body.shuffleAnswers,
  timeLimit: body.timeLimit,
  passMark: body.passMark,
  attempts: body.attempts,
});

export async function createTest(actor: Actor, courseId: string, body: TestBody): Promise<TestView> {
  const { course, clientId } = await managedCourse(actor, courseId);
  const test: CourseTestRecord = {
    clientId,
    testId: newId(),
    courseId,
    ...settingsOf(body),
    questions: [],
    revision: 0,
    updatedAt: clock().now().toISOString(),
  };
  await appendItem(course, { kind: "test", _id: test.testId, title: test.title }, (e) => [
    named("test", e.courseTest.create(test).commit()),
  ]);
  return testView(test, true, undefined);
}

/** A test the caller may see, with its course standing; another company's or a stranger's: not found. */
export async function seenTest(actor: Actor, testId: string) {
  const clientId = actor.tenantId ?? "";
  const test = clientId ? await findTest(clientId, testId) : undefined;
  if (!test) throw new AppError("courses.test_not_found");
  const seen = await seenCourse(actor, test.courseId).catch(() => {
    throw new AppError("courses.test_not_found");
  });
  return { test, ...seen };
}

async function managedTest(actor: Actor, testId: string) {
  const seen = await seenTest(actor, testId);
  if (!seen.manage) throw new AppError("courses.no_access");
  return seen;
}

export async function getTest(actor: Actor, testId: string): Promise<TestView> {
  const { test, manage, learner } = await seenTest(actor, testId);
  return testView(test, manage, learner);
}

/** Title and settings (allowed after it was taken: they apply to attempts from now on). */
export async function updateTest(actor: Actor, testId: string, body: UpdateTestBody): Promise<TestView> {
  const { test, course, learner, clientId } = await managedTest(actor, testId);
  if (body.revision !== test.revision) throw new AppError("courses.already_changed");
  const set = { ...settingsOf(body), revision: test.revision + 1, updatedAt: clock().now().toISOString() };
  try {
    await db()
      .entities.courseTest.patch({ clientId, testId })
      .set(set)
      .where((a, op) => op.eq(a.revision, test.revision))
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new AppError("courses.already_changed");
    throw error;
  }
  if (set.title !== test.title) await changeRef(course, testId, set.title);
  return testView({ ...test, ...set }, true, learner);
}

/** Deletes a test nobody has taken (its attempts would lose their questions: `questions_locked`). */
export async function deleteTest(actor: Actor, testId: string): Promise<void> {
  const { test, course, clientId } = await managedTest(actor, testId);
  if (test.taken) throw new AppError("courses.questions_locked");
  try {
    await db()
      .entities.courseTest.delete({ clientId, testId })
      .where((a, op) => `${op.notExists(a.taken)} OR ${op.eq(a.taken, 0)}`)
      .go();
  } catch (error) {
    if (conditionFailed(error)) throw new AppError("courses.questions_locked");
    throw error;
  }
  await changeRef(course, testId, null);
}

/** Rules spec §5: text, filled answers (≥ 2), a right answer — exactly one for a single choice. */
function checkQuestion(qid: string, body: QuestionBody, before?: StoredQuestion): StoredQuestion {
  const rights = body.answers.filter((answer) => answer.right).length;
  if (!rights) throw new AppError("courses.right_answer_required");
  if (body.kind === "single" && rights !== 1) throw new AppError("courses.one_right_answer");
  const known = new Set(before?.answers.map((answer) => answer._id));
  const used = new Set<string>();
  const answers = body.answers.map((answer) => {
    let id = answer._id && known.has(answer._id) ? answer._id : newId();
    if (used.has(id)) id = newId();
    used.add(id);
    return { _id: id, text: answer.text, right: answer.right };
  });
  return { _id: qid, kind: body.kind, text: body.text, answers };
}

type Edit = (questions: StoredQuestion[]) => StoredQuestion[];

/**
 * Changes a test's questions: one write conditioned on the revision read and on nobody having
 * taken it (`taken` absent or 0) — a start committed meanwhile makes it `courses.questions_locked`.
 */
async function editQuestions(actor: Actor, testId: string, edit: Edit): Promise<TestView> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { test, learner, clientId } = await managedTest(actor, testId);
    if (test.taken) throw new AppError("courses.questions_locked");
    const questions = edit(test.questions as StoredQuestion[]);
    const set = { questions, revision: test.revision + 1, updatedAt: clock().now().toISOString() };
    try {
      await db()
        .entities.courseTest.patch({ clientId, testId })
        .set(set)
        .where((a, op) => `${op.eq(a.revision, test.revision)} AND (${op.notExists(a.taken)} OR ${op.eq(a.taken, 0)})`)
        .go();
      return testView({ ...test, ...set }, true, learner);
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  }
  throw new AppError("courses.already_changed");
}

export function addQuestion(actor: Actor, testId: string, qid: string, body: QuestionBody): Promise<TestView> {
  return editQuestions(actor, testId, (questions) => {
    if (questions.some((question) => question._id === qid)) throw new AppError("courses.question_exists");
    if (questions.length >= courseLimits.questionsMax) throw new AppError("courses.too_many_questions");
    return [...questions, checkQuestion(qid, body)];
  });
}

export function updateQuestion(actor: Actor, testId: string, qid: string, body: QuestionBody): Promise<TestView> {
  return editQuestions(actor, testId, (questions) => {
    const before = questions.find((question) => question._id === qid);
    if (!before) throw new AppError("courses.question_not_found");
    return questions.map((question) => (question._id === qid ? checkQuestion(qid, body, before) : question));
  });
}

export function removeQuestion(actor: Actor, testId: string, qid: string): Promise<TestView> {
  return editQuestions(actor, testId, (questions) => {
    if (!questions.some((question) => question._id === qid)) throw new AppError("courses.question_not_found");
    return questions.filter((question) => question._id !== qid);
  });
}

/** `GET tests/{id}/stat`: one raw Get of the test (its figures and per-question counters). */
export async function testStat(actor: Actor, testId: string): Promise<TestStatView> {
  const { test, clientId } = await managedTest(actor, testId);
  const raw = (await db()
    .entities.courseTest.get({ clientId, testId })
    .go({ data: "raw", consistent: true })) as unknown as { data: { Item?: Record<string, unknown> } | null };
  return testStatView(test, readCounters(raw.data?.Item));
}

export function testStatView(test: CourseTestRecord, counters: Record<string, number>): TestStatView {
  const questions: QuestionStatView[] = (test.questions as StoredQuestion[]).map((question, index) => {
    const answered = counters[`a${index}`] ?? 0;
    const right = counters[`r${index}`] ?? 0;
    return {
      _id: question._id,
      text: question.text,
      answered,
      right,
      rightRate: answered ? Math.round((right / answered) * 100) : null,
    };
  });
  questions.sort((a, b) => (a.rightRate ?? 101) - (b.rightRate ?? 101));
  const finished = test.finished ?? 0;
  return {
    _id: test.testId,
    courseId: test.courseId,
    title: test.title,
    attempts: test.taken ?? 0,
    finished,
    passed: test.passed ?? 0,
    failed: test.failed ?? 0,
    passedLearners: test.passedLearners ?? 0,
    averageScore: finished ? Math.round((test.scoreSum ?? 0) / finished) : null,
    questions,
  };
}
