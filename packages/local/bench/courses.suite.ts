import type { Actor } from "@intranet/contracts";
import {
  appointBodySchema,
  createCourseBodySchema,
  lessonBodySchema,
  questionBodySchema,
  testBodySchema,
  updateCourseBodySchema,
  type CourseDashboardView,
} from "@intranet/contracts/courses";
import {
  addQuestion,
  appoint,
  courseAnalytics,
  createCourse,
  createLesson,
  createTest,
  dashboard,
  getCourse,
  getProgress,
  members,
  testStat,
  updateCourse,
} from "@intranet/core/courses";
import {
  courseLearners,
  ensureTestTenant,
  testMember as member,
  type TestMember as Member,
} from "@intranet/core/testing";
import { httpAs } from "./http";
import { benchRuntime } from "./local-stack";
import { ms, table } from "./markdown";
import { readsBySize } from "./measure";
import { summarize } from "./stats";
import type { BenchContext, Suite } from "./suite";

const bigCourse = Number(process.env.BENCH_LEARNERS ?? 5_000);
const reads = Number(process.env.BENCH_LEARNERS_READS ?? 30);
const warmUp = 5;

const actorOf = (who: Member, tenantId: string, role: "admin" | "employee" = "employee"): Actor => ({
  userId: who.userId,
  tenantId,
  homeTenantId: tenantId,
  roles: role === "admin" ? ["admin", "employee"] : ["employee"],
  rights: ["lms"],
});

/** A published course of two lessons and a three-question test, with one real learner. */
async function benchCourse(admin: Actor, learnerId: string) {
  const course = await createCourse(admin, createCourseBodySchema.parse({ title: "Bench onboarding" }));
  for (const title of ["Our story", "Tools"])
    await createLesson(admin, course._id, lessonBodySchema.parse({ title, content: `<h2>${title}</h2><p>Text</p>` }));
  let test = await createTest(admin, course._id, testBodySchema.parse({ title: "Check", passMark: 60 }));
  for (const index of [1, 2, 3])
    test = await addQuestion(
      admin,
      test._id,
      `q${index}`,
      questionBodySchema.parse({ text: `Question ${index}?`, answers: [{ text: "Yes", right: true }, { text: "No" }] }),
    );
  const built = await getCourse(admin, course._id);
  await updateCourse(
    admin,
    course._id,
    updateCourseBodySchema.parse({ ...built, status: "published", revision: built.revision }),
  );
  await appoint(admin, course._id, appointBodySchema.parse({ userIds: [learnerId] }));
  return { courseId: course._id, testId: test._id };
}

/**
 * Issue 36: a course's analytics for 5,000 learners is a fixed number of DynamoDB calls (the
 * counters are kept with each change, as the polls' results are), p95 ≤ 200 ms on the local stack;
 * the members tab, a learner's progress and a test's figures likewise.
 */
export const coursesSuite: Suite = {
  id: "courses",
  order: 158,
  title:
    "Learning: a course's dashboard, the company's analytics, the members tab and a learner's progress with 10 and 5,000 learners",
  async run(context: BenchContext): Promise<string> {
    const runtime = await benchRuntime(context);
    const tenantId = await ensureTestTenant();
    const admin = await member(tenantId, { role: "admin" });
    const learner = await member(tenantId, { rights: ["lms"] });
    const asAdmin = actorOf(admin, tenantId, "admin");
    const asLearner = actorOf(learner, tenantId);
    const { courseId, testId } = await benchCourse(asAdmin, learner.userId);
    await getProgress(asLearner, courseId, learner.userId);
    await runtime.bus.drain();
    const results = readsBySize("learners", reads);
    const pages: string[][] = [];
    let written = 1;
    for (const size of [10, bigCourse]) {
      await courseLearners({ clientId: tenantId, courseId }, size - written);
      written = size;
      context.log(`courses: ${size} learners`);
      await results.measure(size, [
        ["a course's dashboard", () => dashboard(asAdmin, courseId)],
        ["the company's course analytics", () => courseAnalytics(asAdmin, tenantId, {})],
        ["a course's members tab", () => members(asAdmin, courseId)],
        ["a learner's progress", () => getProgress(asLearner, courseId, learner.userId)],
        ["a test's figures", () => testStat(asAdmin, testId)],
      ]);
      const get = httpAs(runtime, admin);
      const samples: number[] = [];
      for (let round = -warmUp; round < reads; round++) {
        const started = performance.now();
        await get<CourseDashboardView>("GET", `/api/course_progress/${courseId}/dashboard`);
        if (round >= 0) samples.push(performance.now() - started);
      }
      const time = summarize(samples);
      pages.push([
        `GET /api/course_progress/{id}/dashboard, ${size.toLocaleString("en")} learners`,
        ms(time.p50),
        ms(time.mean),
        ms(time.p95),
      ]);
    }
    return [
      `Core services against DynamoDB Local (${reads} reads after a warm-up; calls counted on one read), then the`,
      "dashboard through the local gateway (HTTP, as the SPA asks). The course's learners are written straight to",
      "the table with its counters, a quarter in each status and every tenth late.",
      "",
      results.table(),
      "",
      table(["Through the gateway", "p50", "mean", "p95"], pages),
      "",
      "A dashboard is the course (GetItem, with its learner counters) and the caller's learner item (GetItem; a",
      "course admin who is not a company admin adds the course admins' GetItem), its lessons and tests (two",
      "BatchGetItems) and the overdue learners (one Query of the course's index, late first, 40 at most). The",
      "company's analytics are one Query of its courses; the members tab one Query of 50 learners; a learner's",
      "progress the course, the course admins, their item (twice: who may see it, then the item read for its",
      "change) and the tests (one BatchGetItem); a test's figures the test (its item, then its raw counters).",
      "",
      `Target (issue 36): fixed calls with 10 and with ${bigCourse.toLocaleString("en")} learners — ${results.verdict([
        "a course's dashboard",
        "the company's course analytics",
        "a course's members tab",
        "a learner's progress",
        "a test's figures",
      ])}; the dashboard's p95 through the gateway ≤ 200 ms (table above).`,
    ].join("\n");
  },
};
