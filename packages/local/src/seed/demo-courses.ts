import type { Actor, FeatureRight } from "@intranet/contracts";
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
} from "@intranet/contracts/courses";
import {
  addQuestion,
  answerTest,
  appoint,
  createCourse,
  createLesson,
  createTest,
  getCourse,
  getCourseAdmins,
  getProgress,
  learnLesson,
  listCourses,
  publishCourseImage,
  setCourseAdmins,
  startTest,
  updateCourse,
} from "@intranet/core/courses";
import { gradientPng } from "@intranet/core/testing";
import * as z from "zod/mini";
import { demoCast } from "./demo-cast";
import type { DemoStep } from "./demo-step";
import { uploadDemoFile } from "./demo-upload";

const rights: FeatureRight[] = ["lms"];

export const demoStep: DemoStep = {
  name: "courses",
  // After the people and the structure: learners are appointed by name.
  order: 91,
  run: ({ clientId, people, rights: defaultRights }) =>
    seedDemoCourses(clientId, demoCast(clientId, people, defaultRights)),
};

interface DemoQuestion {
  kind: "single" | "multiple";
  text: string;
  answers: Array<[string, boolean]>;
}
interface DemoCourse {
  title: string;
  description: string;
  publish: boolean;
  award?: number;
  deadlineDays?: number;
  lessons: Array<[string, string]>;
  test?: { title: string; passMark: number; attempts: number; timeLimit: number; questions: DemoQuestion[] };
}

const ONBOARDING: DemoCourse = {
  title: "Welcome to Demo Company",
  description: "Who we are, how we work and where to find things: the course every newcomer takes.",
  publish: true,
  award: 50,
  deadlineDays: 30,
  lessons: [
    [
      "Our story and values",
      "<h2>Our story</h2><p>Demo Company started in 2012 in a small London office. Today we serve clients in twelve countries.</p><h2>Our values</h2><ul><li>Care for the customer</li><li>Trust each other</li><li>Keep learning</li></ul>",
    ],
    [
      "Tools and accounts",
      "<h2>Every day</h2><p>Mail and calendar, the intranet and the chat. Ask IT for your laptop and badge on day one.</p><h2>Security</h2><p>Lock your screen when you leave your desk and never share your password.</p>",
    ],
    [
      "Who to ask",
      "<h2>People</h2><p>Your mentor answers any question. HR (Alice Morgan) helps with documents and vacations.</p>",
    ],
  ],
  test: {
    title: "Welcome check",
    passMark: 70,
    attempts: 3,
    timeLimit: 15,
    questions: [
      {
        kind: "single",
        text: "When did Demo Company start?",
        answers: [
          ["2012", true],
          ["2020", false],
          ["1999", false],
        ],
      },
      {
        kind: "multiple",
        text: "Which are our values?",
        answers: [
          ["Care for the customer", true],
          ["Trust each other", true],
          ["Win at any cost", false],
        ],
      },
      {
        kind: "single",
        text: "Who helps with vacations?",
        answers: [
          ["HR", true],
          ["IT", false],
        ],
      },
    ],
  },
};

const SECURITY: DemoCourse = {
  title: "Information security basics",
  description: "Passwords, phishing and clean desks in fifteen minutes.",
  publish: true,
  lessons: [
    [
      "Phishing",
      "<h2>Spot it</h2><p>Check the sender, hover over links, and never open attachments you did not expect.</p>",
    ],
  ],
  test: {
    title: "Security quiz",
    passMark: 100,
    attempts: 0,
    timeLimit: 0,
    questions: [
      {
        kind: "single",
        text: "A message asks for your password. What do you do?",
        answers: [
          ["Report it", true],
          ["Reply with it", false],
        ],
      },
    ],
  },
};

const SALES: DemoCourse = {
  title: "Sales playbook",
  description: "Our sales process from the first call to the signed contract (being written).",
  publish: false,
  lessons: [["The first call", "<p>Listen more than you talk.</p>"]],
};

const rightTexts = (course: DemoCourse) =>
  new Set(
    course.test?.questions.flatMap((question) => question.answers.filter(([, right]) => right).map(([text]) => text)),
  );

/**
 * The demo's learning (issue 36), through the module's services like the API: Chloe is a course
 * admin; the onboarding course (three lessons, a test, 50 coins on completion) has learners in
 * every status — Isla learned it, Henry is halfway, Grace failed the test once, Daniel opened it,
 * Mia was just appointed; a security course Grace passed; a draft sales playbook. Run again, it adds
 * only what is missing: a course by its title, a learner by their place on it, progress by status.
 */
export async function seedDemoCourses(clientId: string, cast: ReturnType<typeof demoCast>): Promise<void> {
  const admin = cast.actorOf("demo-admin", rights);
  const chloe = cast.find("chloe.davis").userId;
  const admins = await getCourseAdmins(admin, clientId);
  if (!admins.userIds.includes(chloe)) await setCourseAdmins(admin, clientId, { userIds: [...admins.userIds, chloe] });
  const as = (login: string) => cast.actorOf(login, rights);
  const id = (login: string) => cast.find(login).userId;

  const onboarding = await ensureCourse(admin, ONBOARDING);
  await appoint(
    admin,
    onboarding._id,
    z.parse(appointBodySchema, {
      userIds: ["isla.jones", "henry.irwin", "grace.hill", "daniel.evans", "mia.nash"].map(id),
    }),
  );
  const lessons = onboarding.items.filter((item) => item.kind === "lesson").map((item) => item._id);
  const testId = onboarding.items.find((item) => item.kind === "test")!._id;
  const learn = async (login: string, count: number) => {
    for (const lesson of lessons.slice(0, count)) await learnLesson(as(login), { course: onboarding._id, lesson });
  };
  const take = async (login: string, course: CourseView, test: string, right: Set<string>, correct: boolean) => {
    const progress = await getProgress(as(login), course._id, id(login));
    const standing = progress.items.find((item) => item._id === test);
    if (!standing || (standing.kind === "test" && standing.attemptsUsed > 0)) return;
    const attempt = await startTest(as(login), course._id, test, id(login));
    await answerTest(
      as(login),
      test,
      z.parse(answerBodySchema, { attemptId: attempt._id, answers: picks(attempt, right, correct), finish: true }),
    );
  };
  await learn("isla.jones", 3);
  await take("isla.jones", onboarding, testId, rightTexts(ONBOARDING), true);
  await learn("henry.irwin", 2);
  await learn("grace.hill", 3);
  await take("grace.hill", onboarding, testId, rightTexts(ONBOARDING), false);
  await getProgress(as("daniel.evans"), onboarding._id, id("daniel.evans"));

  const security = await ensureCourse(admin, SECURITY);
  await appoint(
    admin,
    security._id,
    z.parse(appointBodySchema, { userIds: ["frank.green", "grace.hill", "henry.irwin", "isla.jones"].map(id) }),
  );
  await learn2(as("grace.hill"), security);
  await take(
    "grace.hill",
    security,
    security.items.find((item) => item.kind === "test")!._id,
    rightTexts(SECURITY),
    true,
  );

  await ensureCourse(cast.actorOf("chloe.davis", rights), SALES);
}

async function learn2(actor: Actor, course: CourseView) {
  for (const item of course.items.filter((one) => one.kind === "lesson"))
    await learnLesson(actor, { course: course._id, lesson: item._id });
}

/** The answers of an attempt: the right ones, or (to fail) a wrong one per question. */
function picks(attempt: AttemptView, right: Set<string>, correct: boolean) {
  return attempt.questions.map((question) => {
    const chosen = question.answers.filter((answer) => right.has(answer.text) === correct);
    return {
      questionId: question._id,
      answerIds: chosen.slice(0, correct ? chosen.length : 1).map((answer) => answer._id),
    };
  });
}

const coverFile = (actor: Actor, demo: DemoCourse) =>
  uploadDemoFile(actor, {
    module: "courses",
    name: `${demo.title.toLowerCase().replace(/\W+/g, "-")}.png`,
    contentType: "image/png",
    bytes: gradientPng(800, 300),
  });

/** The course by its title, or built (lessons, test, questions) and published as the demo says. */
async function ensureCourse(actor: Actor, demo: DemoCourse): Promise<CourseView> {
  const all = await listCourses(actor, { scope: "all" });
  const found = all.items.find((course) => course.title === demo.title);
  if (found) return getCourse(actor, found._id);
  // A published course's card shows a cover, uploaded and published as the course editor does.
  const cover = demo.publish ? (await publishCourseImage(actor, await coverFile(actor, demo))).url : "";
  const course = await createCourse(
    actor,
    z.parse(createCourseBodySchema, {
      title: demo.title,
      description: demo.description,
      deadlineDays: demo.deadlineDays ?? 0,
      award: demo.award ? { coins: demo.award } : null,
      cover,
    }),
  );
  for (const [title, content] of demo.lessons)
    await createLesson(actor, course._id, z.parse(lessonBodySchema, { title, content }));
  if (demo.test) {
    const test = await createTest(
      actor,
      course._id,
      z.parse(testBodySchema, {
        title: demo.test.title,
        passMark: demo.test.passMark,
        attempts: demo.test.attempts,
        timeLimit: demo.test.timeLimit,
        shuffleAnswers: true,
        showRightAnswers: true,
      }),
    );
    for (const [index, question] of demo.test.questions.entries())
      await addQuestion(
        actor,
        test._id,
        `q${index + 1}`,
        z.parse(questionBodySchema, {
          kind: question.kind,
          text: question.text,
          answers: question.answers.map(([text, right]) => ({ text, right })),
        }),
      );
  }
  const built = await getCourse(actor, course._id);
  if (!demo.publish) return built;
  return updateCourse(
    actor,
    course._id,
    z.parse(updateCourseBodySchema, {
      title: built.title,
      description: built.description,
      deadlineDays: built.deadlineDays,
      award: built.award,
      status: "published",
      revision: built.revision,
    }),
  );
}
