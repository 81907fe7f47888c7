import type { Actor, FeatureRight } from "@intranet/contracts";
import {
  addTaskBodySchema,
  createDeskBodySchema,
  updateTaskBodySchema,
  type DeskView,
  type TaskView,
} from "@intranet/contracts/taskTracker";
import {
  addComment,
  checkItem,
  createDesk,
  createProject,
  finishDesk,
  getDesk,
  listDesks,
  listProjects,
  addTask,
  updateTask,
} from "@intranet/core/taskTracker";
import { demoCast, type SeededPerson } from "./demo-cast";
import { uploadDemoFile } from "./demo-upload";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["task_tracker", "desk_add"];

export const demoStep: DemoStep = {
  name: "taskTracker",
  order: 98,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoTaskTracker(clientId, people, defaultRights),
};

/** A day relative to today (YYYY-MM-DD), so deadlines look alive on any first start. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface PlannedTask {
  name: string;
  lane: number;
  by: string;
  performer?: string;
  co?: string[];
  observers?: string[];
  start?: number;
  due?: number;
  planned?: number;
  actual?: number;
  priority?: "low" | "normal" | "high" | "critical";
  colour?: "red" | "orange" | "yellow" | "green" | "blue" | "violet" | "grey";
  description?: string;
  checklist?: Array<[string, boolean]>;
  comments?: Array<[string, string]>;
  finished?: boolean;
  file?: { name: string; text: string };
}

interface PlannedDesk {
  name: string;
  owner: string;
  body: Record<string, unknown>;
  tasks: PlannedTask[];
  finish?: boolean;
}

/**
 * The demo boards (issue 34), through the module's services like the API, so cards, people's rows,
 * comments, notifications and deadline timers are real: a product sprint (open, in a project, tasks
 * in every state, overdue and due tomorrow, checklists, comments with a mention, a file), a hiring
 * pipeline (hidden: HR and the hiring managers only) and last year's office move (finished). Run
 * again, it adds only what is missing: a board by its name, a task by its name on its board.
 */
export async function seedDemoTaskTracker(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const as = (login: string) => cast.actorOf(login, rights);
  const id = (login: string) => cast.find(login).userId;
  const frank = as("frank.green");

  const projects = await listProjects(frank);
  const website =
    projects.find((project) => project.name === "Website relaunch") ??
    (await createProject(frank, { name: "Website relaunch", description: "The new public website, live in spring." }));

  const plans: PlannedDesk[] = [
    {
      name: "Product sprint 14",
      owner: "frank.green",
      body: {
        description: "Two weeks to the new sign-up flow.",
        type: "open",
        projectId: website._id,
        admins: [id("grace.hill")],
        grants: [
          {
            audience: {
              kind: "users",
              userIds: [id("henry.irwin"), id("isla.jones"), id("mia.nash"), id("liam.moore")],
            },
            level: "write",
          },
        ],
        lanes: ["Backlog", "To do", "In progress", "Review", "Done"],
      },
      tasks: [
        { name: "Dark mode for the dashboard", lane: 0, by: "liam.moore", priority: "low", colour: "violet" },
        { name: "Export reports to Excel", lane: 0, by: "frank.green", priority: "normal", planned: 12 },
        {
          name: "New sign-up form",
          lane: 1,
          by: "frank.green",
          performer: "grace.hill",
          observers: ["liam.moore"],
          start: 1,
          due: 6,
          planned: 16,
          priority: "high",
          description:
            "<p>One page instead of three. Fields: <b>name</b>, <b>work e-mail</b>, <b>company</b>. Designs are in the file.</p>",
          checklist: [
            ["Form layout", false],
            ["Validation messages in three languages", false],
            ["Tests", false],
          ],
          file: { name: "sign-up-form-notes.txt", text: "Keep the form on one screen on a 375 px phone.\n" },
        },
        {
          name: "E-mail confirmation",
          lane: 1,
          by: "grace.hill",
          performer: "henry.irwin",
          due: 8,
          planned: 8,
          priority: "normal",
        },
        {
          name: "Password rules",
          lane: 2,
          by: "frank.green",
          performer: "henry.irwin",
          co: ["grace.hill"],
          start: -3,
          due: 1,
          planned: 6,
          actual: 4,
          priority: "high",
          colour: "orange",
          checklist: [
            ["At least 10 characters", true],
            ["Check against leaked passwords", true],
            ["Explain the rules next to the field", false],
          ],
          comments: [
            ["henry.irwin", "<p>Leaked-password check works offline with a local list.</p>"],
            ["frank.green", `<p>Good. <span data-mention="@grace.hill">@Grace Hill</span>, can you review today?</p>`],
          ],
        },
        {
          name: "Fix the broken link in the footer",
          lane: 2,
          by: "isla.jones",
          performer: "mia.nash",
          start: -6,
          due: -2,
          planned: 1,
          priority: "critical",
          colour: "red",
        },
        {
          name: "Sign-up page design",
          lane: 3,
          by: "liam.moore",
          performer: "mia.nash",
          observers: ["frank.green"],
          due: 2,
          planned: 10,
          actual: 9,
          priority: "normal",
          colour: "blue",
          checklist: [
            ["Desktop", true],
            ["Phone", true],
          ],
          comments: [["mia.nash", "<p>Both layouts are ready for review.</p>"]],
        },
        {
          name: "Analytics events for sign-up",
          lane: 4,
          by: "frank.green",
          performer: "isla.jones",
          due: -4,
          planned: 4,
          actual: 5,
          finished: true,
        },
        {
          name: "Remove the old captcha",
          lane: 4,
          by: "henry.irwin",
          performer: "henry.irwin",
          planned: 2,
          actual: 1,
          priority: "low",
          finished: true,
        },
      ],
    },
    {
      name: "Hiring pipeline",
      owner: "demo-admin",
      body: {
        description: "Open positions and where each candidate is. HR and the hiring managers only.",
        type: "hidden",
        admins: [id("frank.green")],
        grants: [{ audience: { kind: "users", userIds: [id("chloe.davis")] }, level: "write" }],
        lanes: ["Applied", "Screening", "Interview", "Offer", "Hired"],
      },
      tasks: [
        {
          name: "Backend engineer — R. Patel",
          lane: 2,
          by: "demo-admin",
          performer: "frank.green",
          due: 3,
          priority: "high",
        },
        { name: "Account manager — S. Romero", lane: 1, by: "demo-admin", performer: "chloe.davis", due: 5 },
        { name: "QA engineer — T. Nguyen", lane: 0, by: "demo-admin" },
        {
          name: "Designer — M. Okafor",
          lane: 3,
          by: "demo-admin",
          performer: "demo-admin",
          due: 1,
          priority: "high",
          colour: "green",
          checklist: [
            ["References checked", true],
            ["Offer approved by the CEO", false],
          ],
        },
      ],
    },
    {
      name: "Office move",
      owner: "demo-admin",
      body: {
        description: "Moving to the new office on Riverside Street.",
        type: "open",
        lanes: ["To do", "Done"],
      },
      tasks: [
        { name: "Order the movers", lane: 1, by: "demo-admin", performer: "jack.king", finished: true },
        { name: "New badges for everyone", lane: 1, by: "demo-admin", performer: "kate.lewis", finished: true },
        { name: "Farewell lunch in the old office", lane: 1, by: "demo-admin", performer: "demo-admin" },
      ],
      finish: true,
    },
  ];

  const existing = await listDesks(as("demo-admin"), clientId);
  for (const plan of plans) {
    const owner = as(plan.owner);
    const found = existing.find((desk) => desk.name === plan.name);
    const desk: DeskView = found
      ? await getDesk(owner, found._id)
      : await createDesk(owner, clientId, createDeskBodySchema.parse({ name: plan.name, ...plan.body }));
    if (desk.status === "finished") continue;
    // Added in reverse so each lane reads top to bottom as planned (a new task goes on top).
    for (const task of [...plan.tasks].reverse()) {
      if (desk.cards.some((card) => card.name === task.name)) continue;
      await seedTask(desk, task, as, id);
    }
    if (plan.finish) await finishDesk(owner, desk._id);
  }
}

async function seedTask(
  desk: DeskView,
  task: PlannedTask,
  as: (login: string) => Actor,
  id: (login: string) => string,
): Promise<void> {
  const author = as(task.by);
  const file = task.file
    ? await uploadDemoFile(author, {
        module: "taskTracker",
        name: task.file.name,
        contentType: "text/plain",
        bytes: new TextEncoder().encode(task.file.text),
      })
    : undefined;
  let view: TaskView = await addTask(
    author,
    desk._id,
    desk.lanes[task.lane]!._id,
    addTaskBodySchema.parse({
      name: task.name,
      ...(task.description ? { description: task.description } : {}),
      ...(task.performer ? { performerId: id(task.performer) } : {}),
      ...(task.co ? { coPerformerIds: task.co.map(id) } : {}),
      ...(task.observers ? { observerIds: task.observers.map(id) } : {}),
      ...(task.start !== undefined ? { start: day(task.start) } : {}),
      ...(task.due !== undefined ? { due: day(task.due) } : {}),
      ...(task.planned !== undefined ? { plannedHours: task.planned } : {}),
      ...(task.actual !== undefined ? { actualHours: task.actual } : {}),
      ...(task.priority ? { priority: task.priority } : {}),
      ...(task.colour ? { colour: task.colour, border: task.colour } : {}),
      ...(task.checklist ? { checklist: task.checklist.map(([text]) => ({ text })) } : {}),
      ...(file ? { files: [file] } : {}),
    }),
  );
  for (const [index, [, done]] of (task.checklist ?? []).entries())
    if (done) view = await checkItem(author, view._id, view.checklistItems[index]!.id, true);
  for (const [login, html] of task.comments ?? [])
    await addComment(
      as(login),
      view._id,
      html.replace(/data-mention="@([a-z.-]+)"/g, (_, who: string) => `data-mention="${id(who)}"`),
    );
  if (task.finished)
    await updateTask(author, view._id, updateTaskBodySchema.parse({ finished: true, revision: view.revision }));
}
