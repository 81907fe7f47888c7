import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  answerBodySchema,
  appointBodySchema,
  createCourseBodySchema,
  lessonBodySchema,
  questionBodySchema,
  testBodySchema,
  updateCourseBodySchema,
  type AttemptView,
  type CourseView,
  type TestView,
} from "@intranet/contracts/courses";
import { syncPeople } from "../audiences";
import { listNotifications } from "../notifications";
import { useClock } from "../platform";
import { recordingScheduler } from "../scheduler/test-support";
import { balanceOf } from "../shop";
import { ensureTestTenant, superadminIn } from "../testing/actors";
import { capture, captureEvents, eventSettler } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { setCourseAdmins } from "./admins";
import { courseAnalytics, dashboard } from "./analytics";
import { answerTest, startTest } from "./attempts";
import { courseTitles, createCourse, getCourse, listCourses, updateCourse } from "./courses";
import { createLesson, getLesson } from "./lessons";
import { appoint, members } from "./members";
import { getProgress, learnLesson } from "./progress";
import { handleCoursesEvent } from "./subscriber";
import { addQuestion, createTest, getTest, removeQuestion, testStat, updateQuestion } from "./tests";
import { runDeadlineTimer } from "./timer";

const scheduler = recordingScheduler();
const events = captureEvents();
const settle = eventSettler(events, handleCoursesEvent);
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const DAY = 86_400_000;
let ahead = 0;
useClock({ now: () => new Date(Date.now() + ahead) });
afterAll(() => useClock());

let tenantId: string;
let admin: Member, courseAdmin: Member, learner: Member, second: Member, outsider: Member, stranger: Member;
beforeAll(async () => {
  tenantId = await ensureTestTenant();
  const rights = { rights: ["lms" as const] };
  [admin, courseAdmin, learner, second, outsider] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Cora", lastName: "Courses" } }),
    member(tenantId, { ...rights, profile: { firstName: "Lena", lastName: "Learner" } }),
    member(tenantId, { ...rights, profile: { firstName: "Sid", lastName: "Second" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
  ]);
  await syncPeople(
    tenantId,
    [admin, courseAdmin, learner, second, outsider].map((person) => person.userId),
  );
  await setCourseAdmins(admin.actor, tenantId, { userIds: [courseAdmin.userId] });
  stranger = await member(await ensureTestTenant(), { role: "admin" });
});

const question = (input: Record<string, unknown>) => z.parse(questionBodySchema, input);
const q1 = question({ kind: "single", text: "2+2?", answers: [{ text: "4", right: true }, { text: "5" }] });
const q2 = question({
  kind: "multiple",
  text: "Even numbers?",
  answers: [{ text: "2", right: true }, { text: "3" }, { text: "4", right: true }],
});
const q3 = question({
  kind: "single",
  text: "Capital of France?",
  answers: [{ text: "Paris", right: true }, { text: "Rome" }],
});

interface Built {
  course: CourseView;
  lessonId: string;
  test: TestView;
}

/** A published course: one lesson, one test of three questions (pass mark 60, 2 attempts, 10 minutes). */
async function build(settings: Record<string, unknown> = {}): Promise<Built> {
  const course = await createCourse(
    courseAdmin.actor,
    z.parse(createCourseBodySchema, { title: `Onboarding ${Math.random()}`, award: { coins: 30 } }),
  );
  const lesson = await createLesson(
    courseAdmin.actor,
    course._id,
    z.parse(lessonBodySchema, { title: "Welcome", content: "<h2>Hello</h2><p>Read me<script>x</script></p>" }),
  );
  expect(lesson.content).not.toContain("script");
  let test = await createTest(
    courseAdmin.actor,
    course._id,
    z.parse(testBodySchema, { title: "Check", passMark: 60, attempts: 2, timeLimit: 10, ...settings }),
  );
  test = await addQuestion(courseAdmin.actor, test._id, "q1", q1);
  test = await addQuestion(courseAdmin.actor, test._id, "q2", q2);
  test = await addQuestion(courseAdmin.actor, test._id, "q3", q3);
  const fresh = await getCourse(courseAdmin.actor, course._id);
  const published = await updateCourse(
    courseAdmin.actor,
    course._id,
    z.parse(updateCourseBodySchema, { ...fresh, award: { coins: 30 }, status: "published", revision: fresh.revision }),
  );
  return { course: published, lessonId: lesson._id, test };
}

/** The right answers of an attempt's questions (by text, as the learner would know them). */
function rightAnswers(attempt: AttemptView, wrong: string[] = []) {
  const right: Record<string, string[]> = {
    "2+2?": ["4"],
    "Even numbers?": ["2", "4"],
    "Capital of France?": ["Paris"],
  };
  return attempt.questions.map((one) => {
    const texts = wrong.includes(one.text)
      ? [one.answers.find((a) => !right[one.text]!.includes(a.text))!.text]
      : right[one.text]!;
    return { questionId: one._id, answerIds: one.answers.filter((a) => texts.includes(a.text)).map((a) => a._id) };
  });
}

const answer = (input: Record<string, unknown>) => z.parse(answerBodySchema, input);

describe("courses", () => {
  it("are managed by course admins and admins; learners see published ones they are members of", async () => {
    const { course, lessonId } = await build();
    expect(await code(() => createCourse(learner.actor, z.parse(createCourseBodySchema, { title: "x" })))).toBe(
      "courses.no_access",
    );
    expect(await code(() => getCourse(learner.actor, course._id))).toBe("courses.not_found");
    expect(await code(() => getCourse(stranger.actor, course._id))).toBe("courses.not_found");
    expect((await getCourse(superadminIn(tenantId), course._id)).can.manage).toBe(true);
    await appoint(courseAdmin.actor, course._id, z.parse(appointBodySchema, { userIds: [learner.userId] }));
    const seen = await getCourse(learner.actor, course._id);
    expect(seen.can).toEqual({ manage: false, learn: true });
    expect((await getLesson(learner.actor, lessonId)).learned).toBe(false);
    expect(await code(() => getLesson(outsider.actor, lessonId))).toBe("courses.lesson_not_found");
    const mine = await listCourses(learner.actor, { scope: "mine" });
    expect(mine.items.map((item) => item._id)).toContain(course._id);
    expect(mine.canManage).toBe(false);
    expect(await code(() => listCourses(learner.actor, { scope: "all" }))).toBe("courses.no_access");
    expect((await courseTitles(tenantId, [course._id, "nope"])).get(course._id)).toBe(course.title);
  });

  it("hide right answers from learners and lock questions once taken (rules spec §5)", async () => {
    const { course, test } = await build();
    await appoint(courseAdmin.actor, course._id, z.parse(appointBodySchema, { userIds: [learner.userId] }));
    expect((await getTest(learner.actor, test._id)).questions).toBeNull();
    expect((await getTest(courseAdmin.actor, test._id)).questions?.[0]?.answers[0]?.right).toBe(true);
    expect(
      await code(() =>
        addQuestion(
          courseAdmin.actor,
          test._id,
          "bad",
          question({ kind: "single", text: "x", answers: [{ text: "a" }, { text: "b" }] }),
        ),
      ),
    ).toBe("courses.right_answer_required");
    expect(
      await code(() =>
        addQuestion(
          courseAdmin.actor,
          test._id,
          "bad",
          question({
            kind: "single",
            text: "x",
            answers: [
              { text: "a", right: true },
              { text: "b", right: true },
            ],
          }),
        ),
      ),
    ).toBe("courses.one_right_answer");
    const attempt = await startTest(learner.actor, course._id, test._id, learner.userId);
    expect(JSON.stringify(attempt)).not.toContain("right");
    expect(attempt.questions).toHaveLength(3);
    expect(await code(() => updateQuestion(courseAdmin.actor, test._id, "q1", q1))).toBe("courses.questions_locked");
    expect(await code(() => removeQuestion(courseAdmin.actor, test._id, "q1"))).toBe("courses.questions_locked");
    expect(await code(() => startTest(learner.actor, course._id, test._id, second.userId))).toBe("courses.no_access");
  });

  it("scores on the server, enforces the clock and attempts, and a pass completes the course once", async () => {
    const { course, lessonId, test } = await build({
      shuffleQuestions: true,
      shuffleAnswers: true,
      showRightAnswers: true,
    });
    await appoint(courseAdmin.actor, course._id, z.parse(appointBodySchema, { userIds: [learner.userId] }));
    await settle();
    expect((await getProgress(learner.actor, course._id, learner.userId)).status).toBe("started");
    await learnLesson(learner.actor, { course: course._id, lesson: lessonId });
    // First attempt: two wrong of three (33%) — failed, one attempt left.
    let attempt = await startTest(learner.actor, course._id, test._id, learner.userId);
    const again = await startTest(learner.actor, course._id, test._id, learner.userId);
    expect(again._id).toBe(attempt._id);
    attempt = await answerTest(
      learner.actor,
      test._id,
      answer({ attemptId: attempt._id, answers: rightAnswers(attempt, ["2+2?", "Even numbers?"]), finish: true }),
    );
    expect(attempt.score).toBe(33);
    expect(attempt.passed).toBe(false);
    expect(attempt.test.status).toBe("failed");
    expect(attempt.questions.every((one) => one.rightIds !== undefined)).toBe(true);
    // Second attempt: runs out of time — refused and closed: not passed, none left.
    attempt = await startTest(learner.actor, course._id, test._id, learner.userId);
    ahead += 11 * 60_000;
    expect(
      await code(() =>
        answerTest(
          learner.actor,
          test._id,
          answer({ attemptId: attempt._id, answers: rightAnswers(attempt), finish: true }),
        ),
      ),
    ).toBe("courses.time_over");
    expect((await getTest(learner.actor, test._id)).me?.status).toBe("not_passed");
    expect(await code(() => startTest(learner.actor, course._id, test._id, learner.userId))).toBe(
      "courses.no_attempts_left",
    );
    await settle();

    // Another learner passes with both tabs finishing at once: scored once.
    await appoint(courseAdmin.actor, course._id, z.parse(appointBodySchema, { userIds: [second.userId] }));
    await learnLesson(second.actor, { course: course._id, lesson: lessonId });
    const theirs = await startTest(second.actor, course._id, test._id, second.userId);
    const body = answer({ attemptId: theirs._id, answers: rightAnswers(theirs), finish: true });
    const results = await Promise.all([0, 1].map(() => capture(() => answerTest(second.actor, test._id, body))));
    expect(results.filter((result) => result.value)).toHaveLength(1);
    expect(results.find((result) => result.code)?.code).toBe("courses.attempt_finished");
    expect(results.find((result) => result.value)?.value?.score).toBe(100);
    const progress = await getProgress(second.actor, course._id, second.userId);
    expect(progress.status).toBe("learned");
    await settle();
    await settle();
    expect((await balanceOf(tenantId, second.userId)).coins).toBe(30);
    const stat = await testStat(courseAdmin.actor, test._id);
    expect(stat).toMatchObject({ attempts: 3, finished: 3, passed: 1, failed: 2, passedLearners: 1 });
    expect(stat.questions[0]!.rightRate).toBeLessThan(100);
    const board = await dashboard(courseAdmin.actor, course._id);
    expect(board.learners).toMatchObject({ learned: 1, in_progress: 1 });
    expect(board.lessons[0]!.learned).toBe(2);
    const company = await courseAnalytics(courseAdmin.actor, tenantId, {});
    expect(company.kind === "company" && company.courses.find((row) => row.courseId === course._id)?.completion).toBe(
      50,
    );
    const person = await courseAnalytics(admin.actor, tenantId, { user_id: second.userId });
    expect(person.kind === "user" && person.courses[0]?.status).toBe("learned");
    expect(await code(() => courseAnalytics(learner.actor, tenantId, {}))).toBe("courses.no_access");
    const notes = await listNotifications(
      second.actor,
      { client_id: tenantId, section: "other", user_id: second.userId, time: { before: "now" as const } },
      {},
    );
    expect(notes.items.map((note) => note.title)).toEqual(
      expect.arrayContaining([expect.stringContaining("Course completed"), expect.stringContaining("Test passed")]),
    );
  });

  it("closes an attempt left open past its time when the learner looks at their progress", async () => {
    const { course, test } = await build();
    await appoint(courseAdmin.actor, course._id, z.parse(appointBodySchema, { userIds: [second.userId] }));
    const attempt = await startTest(second.actor, course._id, test._id, second.userId);
    await answerTest(second.actor, test._id, answer({ attemptId: attempt._id, answers: rightAnswers(attempt) }));
    expect((await getTest(second.actor, test._id)).me?.status).toBe("in_progress");
    ahead += 11 * 60_000;
    const progress = await getProgress(second.actor, course._id, second.userId);
    expect(progress.items.find((item) => item.kind === "test")).toMatchObject({ status: "passed", attemptsUsed: 1 });
    expect((await testStat(courseAdmin.actor, test._id)).finished).toBe(1);
  });

  it("counts learners exactly and marks them late after the deadline", async () => {
    const { course } = await build();
    const day = new Date(Date.now() + ahead).toISOString().slice(0, 10);
    const deadline = new Date(Date.parse(day) + 3 * DAY).toISOString().slice(0, 10);
    const results = await Promise.all(
      [0, 1].map(() =>
        appoint(
          courseAdmin.actor,
          course._id,
          z.parse(appointBodySchema, { userIds: [learner.userId, second.userId], deadline }),
        ),
      ),
    );
    expect(results.reduce((sum, one) => sum + one.appointed, 0)).toBe(2);
    await settle();
    expect([...scheduler.schedules.values()].some((one) => one.job === "course-deadline")).toBe(true);
    const key = { tenantId, courseId: course._id, userId: learner.userId };
    const titles = async () =>
      (
        await listNotifications(
          learner.actor,
          { client_id: tenantId, section: "other", user_id: learner.userId, time: { before: "now" as const } },
          {},
        )
      ).items
        .filter((note) => note.title.includes(course.title))
        .map((note) => note.title);
    expect(await titles()).toEqual([`New course for you: “${course.title}”`]);
    ahead += 2 * DAY;
    expect(await runDeadlineTimer(key)).toBe("warned");
    expect(await runDeadlineTimer(key)).toBe("warned");
    expect(await titles()).toEqual([
      `The course “${course.title}” is due ${deadline}`,
      `New course for you: “${course.title}”`,
    ]);
    ahead += 3 * DAY;
    expect(await runDeadlineTimer(key)).toBe("late");
    expect(await runDeadlineTimer(key)).toBe("late"); // run twice: nothing more
    const page = await members(courseAdmin.actor, course._id);
    expect(page.items[0]).toMatchObject({ userId: learner.userId, status: "not_started", overdue: true });
    const board = await dashboard(courseAdmin.actor, course._id);
    expect(board.overdue).toBe(1);
    expect(board.learners).toMatchObject({ appointed: 1, not_started: 1 });
    expect(board.overdueLearners.map((one) => one.userId)).toEqual([learner.userId]);
  });
});
