import { beforeAll, describe, expect, it } from "vitest";
import type {
  AttemptView,
  CourseAnalyticsView,
  CourseDashboardView,
  CoursePage,
  CourseView,
  LearnerPage,
  LessonView,
  ProgressView,
  TestStatView,
  TestView,
} from "@intranet/contracts/courses";
import type { SearchAnswer } from "@intranet/contracts/search";
import { syncPeople } from "@intranet/core/audiences";
import { recordingScheduler } from "@intranet/core/scheduler/test-support";
import { gradientPng } from "@intranet/core/testing/png";
import { member, type Member } from "@intranet/core/users/test-support";
import { useTestApi, type Caller, type TestApi } from "../testing/api";
import { expectError, ok } from "../testing/expect-http";
import { sheetRows } from "../testing/xlsx";
import { ensureTestTenant, tokenFor } from "../testing/tokens";
import { uploadThroughApi } from "../testing/upload";

/**
 * Learning over HTTP: course admins set by an admin; a course built by a course admin, seen by the
 * superadmin inside the workspace, hidden from an outsider and another tenant; a learner reads a
 * lesson and takes a test against the server's clock, never seeing a right answer before the end;
 * two tabs finishing at once score once; the analytics show it.
 */
const api = useTestApi();
const as: TestApi["as"] = (...args) => api.as(...args);

let tenantId: string;
let admin: Member, courseAdmin: Member, learner: Member, second: Member, outsider: Member, noRight: Member;
let stranger: Member;
let superadmin: Caller;

beforeAll(async () => {
  recordingScheduler();
  tenantId = await ensureTestTenant();
  const rights = { rights: ["lms" as const] };
  [admin, courseAdmin, learner, second, outsider, noRight] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { ...rights, profile: { firstName: "Cora", lastName: "Courses" } }),
    member(tenantId, { ...rights, profile: { firstName: "Lena", lastName: "Learner" } }),
    member(tenantId, { ...rights, profile: { firstName: "Sid", lastName: "Second" } }),
    member(tenantId, { ...rights, profile: { firstName: "Otto", lastName: "Outsider" } }),
    member(tenantId, { profile: { firstName: "No", lastName: "Right" } }),
  ]);
  stranger = await member(await ensureTestTenant(), { role: "admin", rights: ["lms"] });
  superadmin = { token: (await tokenFor({ role: "superadmin" })).token, tenantId };
  await syncPeople(
    tenantId,
    [admin, courseAdmin, learner, second, outsider, noRight].map((person) => person.userId),
  );
});

/** No read of a learner's carries a right flag or right ids before the attempt ends. */
const noRightAnswers = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/"right"|"rightIds"|"correct"/);
};

describe("learning over HTTP", () => {
  let course: CourseView;
  let lesson: LessonView;
  let test: TestView;

  it("sets course admins as an admin only", async () => {
    const path = `/api/clients/${tenantId}/settings/admins/lms`;
    expectError(
      await as(courseAdmin, "PUT", path, { body: { userIds: [courseAdmin.userId] } }),
      403,
      "common.no_access",
    );
    expectError(await as(stranger, "GET", path), 403, "common.wrong_client");
    expectError(await as(noRight, "GET", path), 403, "common.no_access");
    expect(await ok(as(admin, "PUT", path, { body: { userIds: [courseAdmin.userId, courseAdmin.userId] } }))).toEqual({
      userIds: [courseAdmin.userId],
    });
    expect(await ok(as(learner, "GET", path))).toEqual({ userIds: [courseAdmin.userId] });
    expectError(await as(admin, "PUT", path, { body: { userIds: ["nobody"] } }), 400, "common.validation");
  });

  it("builds a course with a lesson and a three-question test as a course admin", async () => {
    expectError(await as(learner, "POST", "/api/courses", { body: { title: "Mine" } }), 403, "courses.no_access");
    const refused = await as(courseAdmin, "POST", "/api/courses", { body: { title: " " } });
    expectError(refused, 400, "common.validation");
    expect(refused.body.error.details.issues[0].message).toBe("courses.title_required");
    course = await ok(
      as(courseAdmin, "POST", "/api/courses", { body: { title: "Onboarding", award: { coins: 20 } } }),
      201,
    );
    expect(course.status).toBe("draft");
    lesson = await ok(
      as(courseAdmin, "POST", `/api/courses/${course._id}/lessons`, {
        body: {
          title: "Our company",
          content: "<h2>History</h2><p>Founded <img src=x onerror=alert(1)> long ago</p>",
          videos: ["https://video.example.com/intro"],
        },
      }),
      201,
    );
    expect(lesson.content).not.toContain("onerror");
    expect(lesson.headings[0]?.text).toBe("History");
    expectError(
      await as(courseAdmin, "PUT", `/api/lessons/${lesson._id}`, {
        body: { title: "Our company", content: "<p>x</p>", revision: 9 },
      }),
      409,
      "courses.already_changed",
    );
    lesson = await ok(
      as(courseAdmin, "PUT", `/api/lessons/${lesson._id}`, {
        body: { title: "Our company today", content: lesson.content, videos: lesson.videos, revision: lesson.revision },
      }),
    );
    test = await ok(
      as(courseAdmin, "POST", `/api/courses/${course._id}/tests`, {
        body: {
          title: "Quiz",
          passMark: 60,
          attempts: 2,
          timeLimit: 5,
          shuffleQuestions: true,
          showRightAnswers: true,
        },
      }),
      201,
    );
    const questions = [
      { kind: "single", text: "Founded?", answers: [{ text: "Long ago", right: true }, { text: "Yesterday" }] },
      {
        kind: "multiple",
        text: "Values?",
        answers: [{ text: "Care", right: true }, { text: "Greed" }, { text: "Trust", right: true }],
      },
      { kind: "single", text: "Office?", answers: [{ text: "Paris", right: true }, { text: "Mars" }] },
    ];
    expectError(
      await as(courseAdmin, "POST", `/api/tests/${test._id}/questions/bad`, {
        body: {
          kind: "single",
          text: "Two right?",
          answers: [
            { text: "a", right: true },
            { text: "b", right: true },
          ],
        },
      }),
      400,
      "courses.one_right_answer",
    );
    for (const [index, body] of questions.entries())
      test = await ok(as(courseAdmin, "POST", `/api/tests/${test._id}/questions/q${index}`, { body }), 201);
    expectError(
      await as(courseAdmin, "POST", `/api/tests/${test._id}/questions/q0`, { body: questions[0] }),
      409,
      "courses.question_exists",
    );
    test = await ok(
      as(courseAdmin, "PUT", `/api/tests/${test._id}/questions/q2`, {
        body: { ...questions[2], text: "Head office?" },
      }),
    );
    expect(test.questions?.map((one) => one.text)).toEqual(["Founded?", "Values?", "Head office?"]);
    course = await ok(as(courseAdmin, "GET", `/api/courses/${course._id}`));
    expect(course.items.map((item) => [item.kind, item.title])).toEqual([
      ["lesson", "Our company today"],
      ["test", "Quiz"],
    ]);
    expectError(
      await as(courseAdmin, "POST", `/api/courses/${course._id}/members`, { body: { userIds: [learner.userId] } }),
      409,
      "courses.not_published",
    );
    course = await ok(
      as(courseAdmin, "PUT", `/api/courses/${course._id}`, {
        body: {
          title: course.title,
          description: "Start here",
          award: { coins: 20 },
          status: "published",
          revision: course.revision,
        },
      }),
    );
    expect(course.status).toBe("published");
  });

  it("shows a course to its managers and members only", async () => {
    expectError(await as(outsider, "GET", `/api/courses/${course._id}`), 404, "courses.not_found");
    expectError(await as(stranger, "GET", `/api/courses/${course._id}`), 404, "courses.not_found");
    expectError(await as(stranger, "GET", `/api/tests/${test._id}`), 404, "courses.test_not_found");
    expectError(await as(outsider, "GET", `/api/lessons/${lesson._id}`), 404, "courses.lesson_not_found");
    expectError(await as(noRight, "GET", `/api/courses/${course._id}`), 403, "common.no_access");
    const seen = (await ok(as(superadmin, "GET", `/api/courses/${course._id}`))) as CourseView;
    expect(seen.can.manage).toBe(true);
    const all = (await ok(as(superadmin, "GET", "/api/courses?scope=all"))) as CoursePage;
    expect(all.items.map((one) => one._id)).toContain(course._id);
    expectError(await as(outsider, "GET", "/api/courses?scope=all"), 403, "courses.no_access");
    const result = await ok(
      as(courseAdmin, "POST", `/api/courses/${course._id}/members`, {
        body: { userIds: [learner.userId], audiences: [{ kind: "users", userIds: [second.userId, learner.userId] }] },
      }),
    );
    expect(result).toEqual({ appointed: 2, already: 0 });
    expect(
      await ok(as(courseAdmin, "POST", `/api/courses/${course._id}/members`, { body: { userIds: [learner.userId] } })),
    ).toEqual({ appointed: 0, already: 1 });
    expectError(await as(learner, "GET", `/api/courses/${course._id}/members`), 403, "courses.no_access");
    const page = (await ok(as(courseAdmin, "GET", `/api/courses/${course._id}/members`))) as LearnerPage;
    expect(page.items.map((one) => one.status)).toEqual(["appointed", "appointed"]);
    const mine = (await ok(as(learner, "GET", "/api/courses"))) as CoursePage;
    expect(mine.items.map((one) => one._id)).toEqual([course._id]);
    const theirs = await ok(as(learner, "GET", `/api/courses/${course._id}`));
    noRightAnswers(theirs);
    noRightAnswers(await ok(as(learner, "GET", `/api/tests/${test._id}`)));
    expectError(await as(courseAdmin, "DELETE", `/api/courses/${course._id}`), 409, "courses.has_learners");
    await api.bus.drain();
  });

  it("finds a published course and its lessons for its members only", async () => {
    await api.bus.drain();
    const found = async (who: Caller) =>
      ((await ok(as(who, "GET", `/api/search?q=${encodeURIComponent("history")}`))) as SearchAnswer).groups
        .filter((group) => group.type === "lesson" || group.type === "course")
        .flatMap((group) => group.hits.map((hit) => hit.id));
    expect(await found(learner)).toEqual([lesson._id]);
    expect(await found(courseAdmin)).toEqual([lesson._id]);
    expect(await found(admin)).toEqual([lesson._id]);
    expect(await found(outsider)).toEqual([]);
    expect(await found(stranger)).toEqual([]);
  });

  it("lets a learner read, fail against the clock, retake and pass; questions lock", async () => {
    const progressPath = `/api/course_progress/progress/${course._id}/${learner.userId}`;
    expectError(await as(second, "GET", progressPath), 403, "courses.no_access");
    let progress = (await ok(as(learner, "GET", progressPath))) as ProgressView;
    expect(progress.status).toBe("started");
    expectError(
      await as(learner, "PUT", "/api/course_progress/learn", { body: { course: course._id, lesson: "nope" } }),
      404,
      "courses.lesson_not_found",
    );
    progress = await ok(
      as(learner, "PUT", "/api/course_progress/learn", { body: { course: course._id, lesson: lesson._id } }),
    );
    expect(progress).toMatchObject({ status: "in_progress", done: 1, total: 2 });
    noRightAnswers(progress);

    const start = `/api/tests/${course._id}/startTest/${test._id}/for/${learner.userId}`;
    expectError(await as(second, "POST", start), 403, "courses.no_access");
    expectError(await as(outsider, "POST", start), 404, "courses.not_found");
    let attempt = (await ok(as(learner, "POST", start))) as AttemptView;
    noRightAnswers(attempt);
    expect(attempt.endsAt).not.toBeNull();
    expectError(
      await as(courseAdmin, "PUT", `/api/tests/${test._id}/questions/q0`, { body: test.questions![0] }),
      409,
      "courses.questions_locked",
    );
    const pick = (view: AttemptView, rightOnes: boolean) =>
      view.questions.map((one) => ({
        questionId: one._id,
        answerIds: one.answers
          .filter((a) => ["Long ago", "Care", "Trust", "Paris"].includes(a.text) === rightOnes)
          .slice(0, one.kind === "single" ? 1 : 3)
          .map((a) => a._id),
      }));
    const saved = (await ok(
      as(learner, "POST", `/api/tests/${test._id}/answer`, {
        body: { attemptId: attempt._id, answers: pick(attempt, false).slice(0, 1) },
      }),
    )) as AttemptView;
    noRightAnswers(saved);
    expect(saved.test.status).toBe("in_progress");
    expectError(
      await as(learner, "POST", `/api/tests/${test._id}/answer`, {
        body: { attemptId: attempt._id, answers: [{ questionId: "q0", answerIds: ["made-up"] }] },
      }),
      400,
      "courses.bad_answer",
    );
    attempt = await ok(
      as(learner, "POST", `/api/tests/${test._id}/answer`, {
        body: { attemptId: attempt._id, answers: pick(attempt, false), finish: true },
      }),
    );
    expect(attempt).toMatchObject({ state: "finished", score: 0, passed: false });
    expect(attempt.questions.find((one) => one.text === "Values?")?.rightIds).toHaveLength(2);
    expectError(
      await as(learner, "POST", `/api/tests/${test._id}/answer`, { body: { attemptId: attempt._id, finish: true } }),
      409,
      "courses.attempt_finished",
    );
    // The retake, answered right in two tabs at once: scored once.
    attempt = await ok(as(learner, "POST", start));
    expect(attempt.n).toBe(2);
    const body = { attemptId: attempt._id, answers: pick(attempt, true), finish: true };
    const answers = await Promise.all([0, 1].map(() => as(learner, "POST", `/api/tests/${test._id}/answer`, { body })));
    expect(answers.map((one) => one.status).sort()).toEqual([200, 409]);
    expect(answers.find((one) => one.status === 200)?.body).toMatchObject({ score: 100, passed: true });
    progress = await ok(as(learner, "GET", progressPath));
    expect(progress).toMatchObject({ status: "learned", done: 2, percent: 100 });
    expectError(await as(learner, "POST", start), 409, "courses.already_passed");
    await api.bus.drain();
  });

  it("shows the analytics to managers", async () => {
    const board = (await ok(
      as(courseAdmin, "GET", `/api/course_progress/${course._id}/dashboard`),
    )) as CourseDashboardView;
    expect(board).toMatchObject({ total: 2, completion: 50 });
    expect(board.learners).toMatchObject({ learned: 1, appointed: 1 });
    expectError(await as(learner, "GET", `/api/course_progress/${course._id}/dashboard`), 403, "courses.no_access");
    const stat = (await ok(as(courseAdmin, "GET", `/api/tests/${test._id}/stat`))) as TestStatView;
    expect(stat).toMatchObject({ attempts: 2, finished: 2, passed: 1, failed: 1, averageScore: 50 });
    expectError(await as(learner, "GET", `/api/tests/${test._id}/stat`), 403, "courses.no_access");
    expect(await ok(as(courseAdmin, "GET", `/api/lessons/${lesson._id}/stat`))).toMatchObject({
      learned: 1,
      learners: 2,
    });
    const company = (await ok(as(admin, "GET", `/api/courses/analytics/${tenantId}`))) as CourseAnalyticsView;
    expect(company.kind === "company" && company.courses.some((row) => row.courseId === course._id)).toBe(true);
    const person = (await ok(
      as(courseAdmin, "GET", `/api/courses/analytics/${tenantId}?user_id=${learner.userId}`),
    )) as CourseAnalyticsView;
    expect(person.kind === "user" && person.courses.map((row) => row.status)).toEqual(["learned"]);
    expectError(await as(learner, "GET", `/api/courses/analytics/${tenantId}`), 403, "courses.no_access");
    expectError(await as(stranger, "GET", `/api/courses/analytics/${tenantId}`), 403, "common.wrong_client");
    expectError(await as(learner, "GET", `/api/courses/analytics/${tenantId}/excel`), 403, "courses.no_access");
    const started = await ok(as(courseAdmin, "GET", `/api/courses/analytics/${tenantId}/excel`), 202);
    expect(started).toMatchObject({ status: "running", kind: "courses-analytics" });
    await api.bus.drain();
    const done = await ok(as(courseAdmin, "GET", `/api/export/${started._id}`));
    expect(done).toMatchObject({ status: "done", rows: 1 });
    const rows = await sheetRows(done.url);
    expect(rows[0]?.[0]).toBe("Course");
    expect(rows[1]).toEqual(["Onboarding", "published", 2, 1, 0, 0, 1, 0, 0, 50]);
  });

  it("takes a learner off, archives, and deletes only a course nobody was appointed to", async () => {
    expect((await as(courseAdmin, "DELETE", `/api/courses/${course._id}/members/${second.userId}`)).status).toBe(204);
    expectError(
      await as(courseAdmin, "DELETE", `/api/courses/${course._id}/members/${second.userId}`),
      404,
      "courses.not_member",
    );
    const archived = (await ok(
      as(courseAdmin, "PUT", `/api/courses/${course._id}`, {
        body: {
          title: course.title,
          status: "archived",
          revision: (await ok(as(courseAdmin, "GET", `/api/courses/${course._id}`))).revision,
        },
      }),
    )) as CourseView;
    expect(archived.learners).toMatchObject({ learned: 1, appointed: 0 });
    expect(((await ok(as(learner, "GET", "/api/courses"))) as CoursePage).items).toEqual([]);
    const draft = (await ok(as(admin, "POST", "/api/courses", { body: { title: "Scratch" } }), 201)) as CourseView;
    const quiz = (await ok(
      as(admin, "POST", `/api/courses/${draft._id}/tests`, { body: { title: "Q" } }),
      201,
    )) as TestView;
    expect((await as(admin, "DELETE", `/api/tests/${quiz._id}`)).status).toBe(204);
    expect((await as(admin, "DELETE", `/api/courses/${draft._id}`)).status).toBe(204);
    expectError(await as(admin, "GET", `/api/courses/${draft._id}`), 404, "courses.not_found");
  });
});

describe("course pictures over HTTP", () => {
  const picture = (caller: Member, module: "courses" | "articles" = "courses") =>
    uploadThroughApi(as, caller, { bytes: gradientPng(4, 4), name: "p.png", contentType: "image/png", module });

  it("publishes a course picture for managers only; another company's, another kind's file or a non-image is refused", async () => {
    await ok(
      as(admin, "PUT", `/api/clients/${tenantId}/settings/admins/lms`, { body: { userIds: [courseAdmin.userId] } }),
    );
    const image = (fileId: string, caller: Member = courseAdmin) =>
      as(caller, "POST", "/api/courses/image", { body: { fileId } });
    const mine = await picture(courseAdmin);
    expectError(await image(mine, learner), 403, "courses.no_access");
    expectError(await image(mine, noRight), 403, "common.no_access");
    expectError(await image(await picture(stranger)), 404, "courses.file_not_found");
    expectError(await image(await picture(courseAdmin, "articles")), 404, "courses.file_not_found");
    const text = await uploadThroughApi(as, courseAdmin, {
      bytes: new TextEncoder().encode("notes"),
      name: "notes.txt",
      contentType: "text/plain",
      module: "courses",
    });
    expectError(await image(text), 400, "courses.not_media");
    expectError(await image("not-an-id"), 400, "common.validation");
    const { url } = (await ok(image(mine), 201)) as { url: string };
    expect(url).toMatch(new RegExp(`/${tenantId}/media/courses/${mine}\\.png$`));
    expect((await ok(image(await picture(admin), admin), 201)).url).toMatch(/^https?:\/\//);

    // The picture as a course's cover: on the course and its card; a url elsewhere is refused.
    const course = (await ok(
      as(courseAdmin, "POST", "/api/courses", { body: { title: "Covered", cover: url } }),
      201,
    )) as CourseView;
    expect(course.cover).toBe(url);
    expectError(
      await as(courseAdmin, "PUT", `/api/courses/${course._id}`, {
        body: { title: "Covered", cover: "https://evil.example/x.png", status: "draft", revision: course.revision },
      }),
      400,
      "courses.bad_cover",
    );
    const listed = (await ok(as(courseAdmin, "GET", "/api/courses?scope=all"))) as CoursePage;
    expect(listed.items.find((item) => item._id === course._id)?.cover).toBe(url);
    expect((await as(courseAdmin, "DELETE", `/api/courses/${course._id}`)).status).toBe(204);
  });
});
