import type { FeatureRight } from "@intranet/contracts";
import { courseListQuerySchema } from "@intranet/contracts/courses";
import { listCourses } from "@intranet/core/courses";
import { addNote, createPlan, finishTask, listFor, setPlanStatus } from "@intranet/core/idp";
import * as z from "zod/mini";
import { demoCast, type DemoCast } from "./demo-cast";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["lms"];

export const demoStep: DemoStep = {
  name: "idp",
  // After the structure (a chief makes plans for their people) and the courses (a task names one).
  order: 99.5,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoIdp(demoCast(clientId, people, defaultRights)),
};

/** A day relative to today (YYYY-MM-DD). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface DemoPlan {
  employee: string;
  creator: string;
  observer?: string;
  title: string;
  description: string;
  tasks: Array<{ title: string; due?: number; course?: string; done?: boolean }>;
  notes: Array<[login: string, text: string]>;
  finished?: boolean;
}

const plans: DemoPlan[] = [
  {
    employee: "grace.hill",
    creator: "frank.green",
    observer: "henry.irwin",
    title: "Grow into a tech lead",
    description: "Lead the payments squad by the summer review: design reviews, mentoring, delivery.",
    tasks: [
      { title: "Run the design review of the new checkout", due: -20, done: true },
      { title: "Mentor Isla through her first release", due: -3 },
      { title: "Complete the security course", due: 5, course: "Information security basics" },
      { title: "Present the squad's roadmap to the company", due: 30 },
    ],
    notes: [
      ["frank.green", "Great start with the design review: the team liked the written decisions."],
      ["grace.hill", "Isla's release moved a week: I'll close the mentoring task after it."],
    ],
  },
  {
    employee: "daniel.evans",
    creator: "chloe.davis",
    title: "Key account management",
    description: "Take over two key accounts from Chloe and grow them by 10%.",
    tasks: [
      { title: "Shadow Chloe's quarterly reviews", due: -10, done: true },
      { title: "Write the account plans", due: 12 },
      { title: "Negotiation training", due: 45 },
    ],
    notes: [["chloe.davis", "Daniel ran the second review himself: well prepared."]],
  },
  {
    employee: "emma.foster",
    creator: "demo-admin",
    observer: "chloe.davis",
    title: "First year in sales",
    description: "The onboarding plan of Emma's first year.",
    tasks: [
      { title: "Learn the product line", due: -200, done: true },
      { title: "Close the first deal", due: -120, done: true },
    ],
    notes: [["emma.foster", "Thank you all: it was a great first year!"]],
    finished: true,
  },
];

/**
 * The demo development plans (issue 36), through the module's services: Grace's plan from Frank
 * (one task done, one overdue, one naming a course, Henry observing), Daniel's from Chloe, and
 * Emma's finished one from HR, with notes. Run again, a person who has the plan keeps it as it is.
 */
export async function seedDemoIdp(cast: DemoCast): Promise<void> {
  const admin = cast.actorOf("demo-admin", rights);
  const courses = await listCourses(admin, z.parse(courseListQuerySchema, { scope: "all" }));
  const courseId = (title: string) => courses.items.find((course) => course.title === title)?._id ?? null;
  for (const demo of plans) {
    const employee = cast.find(demo.employee);
    if ((await listFor(admin, employee.userId)).some((plan) => plan.title === demo.title)) continue;
    const creator = cast.actorOf(demo.creator, rights);
    let plan = await createPlan(creator, {
      title: demo.title,
      description: demo.description,
      employee: employee.userId,
      observer: demo.observer ? cast.find(demo.observer).userId : null,
      tasks: demo.tasks.map((task) => ({
        title: task.title,
        description: "",
        due: task.due === undefined ? null : day(task.due),
        courseId: task.course ? courseId(task.course) : null,
      })),
    });
    const worker = cast.actorOf(employee, rights);
    for (const [index, task] of demo.tasks.entries())
      if (task.done) plan = await finishTask(worker, { plan: plan._id, task: plan.taskList[index]!._id, done: true });
    for (const [login, text] of demo.notes) await addNote(cast.actorOf(login, rights), plan._id, text);
    if (demo.finished) await setPlanStatus(creator, plan._id, { status: "finished", revision: plan.revision });
  }
}
