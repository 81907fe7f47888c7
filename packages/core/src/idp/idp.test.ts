import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createCourseBodySchema } from "@intranet/contracts/courses";
import { createPlanBodySchema, type IdpView } from "@intranet/contracts/idp";
import { createCourse } from "../courses";
import { listNotifications } from "../notifications";
import { addDays, isoDay, useClock } from "../platform";
import { recordingScheduler } from "../scheduler/test-support";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { addDeptUsers, createDepartment, setDepartmentHead } from "../structure";
import { ensureTestTenant, superadminIn } from "../testing/actors";
import { capture, captureEvents, eventSettler } from "../testing/capture";
import { member, type Member } from "../users/test-support";
import { idpAnalytics } from "./analytics";
import { accessView, listFor, listPlans } from "./lists";
import { listJournal } from "./journal";
import { addNote, deleteNote, listNotes } from "./notes";
import { createPlan, deletePlan, setPlanStatus, updatePlan } from "./plans";
import { getPlan } from "./read";
import { handleIdpEvent } from "./subscriber";
import { addTask, deleteTask, finishTask, updateTask } from "./tasks";
import { idpCompany, type IdpCompany } from "./test-support";
import { runDueTimer, timerName } from "./timer";

const scheduler = recordingScheduler();
const events = captureEvents();
const settle = eventSettler(events, handleIdpEvent);
const code = async (work: () => Promise<unknown>) => (await capture(work)).code;
const DAY = 86_400_000;
let ahead = 0;
useClock({ now: () => new Date(Date.now() + ahead) });
afterAll(() => useClock());
const day = (days: number) => addDays(isoDay(new Date(Date.now() + ahead)), days);

let c: IdpCompany;
let stranger: Member;
const titles = async (who: Member) =>
  (
    await listNotifications(
      who.actor,
      { client_id: c.tenantId, section: "idp", user_id: who.userId, time: { before: "now" as const } },
      {},
    )
  ).items.map((note) => note.title);
const body = (extra: object = {}) =>
  z.parse(createPlanBodySchema, {
    title: "Grow into a team lead",
    employee: c.worker.userId,
    observer: c.observer.userId,
    tasks: [{ title: "Read “The Manager's Path”", due: day(10) }, { title: "Run a retro" }],
    ...extra,
  });

beforeAll(async () => {
  c = await idpCompany();
  stranger = await member(await ensureTestTenant(), { role: "admin" });
});

describe("development plans", () => {
  let plan: IdpView;

  it("is made by admins, and by chiefs for their own people only", async () => {
    expect(await code(() => createPlan(c.outsider.actor, body()))).toBe("idp.not_your_people");
    expect(await code(() => createPlan(c.worker.actor, body({ employee: c.colleague.userId })))).toBe(
      "idp.not_your_people",
    );
    expect(await code(() => createPlan(c.chief.actor, body({ observer: c.worker.userId })))).toBe(
      "idp.observer_is_employee",
    );
    expect(await code(() => createPlan(c.admin.actor, body({ employee: stranger.userId })))).toBe("idp.bad_person");
    plan = await createPlan(c.chief.actor, body());
    expect(plan).toMatchObject({ status: "active", employeeId: c.worker.userId, chiefIds: [c.chief.userId], tasks: 2 });
    expect(plan.can).toEqual({ edit: true, finishTasks: true, note: true, delete: true });
    const byAdmin = await createPlan(c.admin.actor, body({ employee: c.chief.userId, observer: null, tasks: [] }));
    expect(byAdmin.chiefIds).toEqual([]);
    expect((await createPlan(superadminIn(c.tenantId), body({ tasks: [] }))).creatorId).toBeTruthy();
    await settle();
    expect(await titles(c.worker)).toContain("Your development plan “Grow into a team lead”");
    expect((await titles(c.observer)).some((title) => title.startsWith("You observe the plan of"))).toBe(true);
  });

  it("is seen by its employee, creator, observer, chiefs and admins, and nobody else", async () => {
    expect((await getPlan(c.worker.actor, plan._id)).can).toEqual({
      edit: false,
      finishTasks: true,
      note: true,
      delete: false,
    });
    expect((await getPlan(c.observer.actor, plan._id)).can).toEqual({
      edit: false,
      finishTasks: false,
      note: true,
      delete: false,
    });
    expect((await getPlan(c.admin.actor, plan._id)).can.delete).toBe(true);
    expect((await getPlan(superadminIn(c.tenantId), plan._id)).can.edit).toBe(true);
    for (const who of [c.outsider, c.colleague, stranger])
      expect(await code(() => getPlan(who.actor, plan._id))).toBe("idp.not_found");
    expect(await code(() => listNotes(c.outsider.actor, plan._id))).toBe("idp.not_found");
    expect(await code(() => updatePlan(c.worker.actor, plan._id, { ...plan, observer: null }))).toBe("idp.no_access");
  });

  it("records every change in its journal, and tells the others (never the one who changed it)", async () => {
    plan = await updatePlan(c.chief.actor, plan._id, {
      title: "Become a team lead",
      description: "By spring",
      observer: c.observer.userId,
      revision: plan.revision,
    });
    expect(
      await code(() =>
        updatePlan(c.chief.actor, plan._id, {
          title: "x",
          description: "",
          observer: null,
          revision: plan.revision - 1,
        }),
      ),
    ).toBe("idp.already_changed");
    plan = await addTask(
      c.chief.actor,
      plan._id,
      { title: "Lead a project", description: "", due: day(1) },
      plan.revision,
    );
    const added = plan.taskList.at(-1)!;
    plan = await updateTask(
      c.chief.actor,
      plan._id,
      added._id,
      { title: "Lead a small project", description: "Two people", due: day(2) },
      plan.revision,
    );
    plan = await finishTask(c.worker.actor, { plan: plan._id, task: added._id, done: true });
    expect(plan.taskList.at(-1)).toMatchObject({ done: true, doneBy: c.worker.userId });
    await addNote(c.observer.actor, plan._id, "Good progress");
    const journal = await listJournal(c.worker.actor, plan._id);
    expect(journal.items.map((entry) => entry.action)).toEqual([
      "note_added",
      "task_done",
      "task_edited",
      "task_added",
      "edited",
      "created",
    ]);
    expect(journal.items[4]!.changes).toEqual([
      { field: "title", from: "Grow into a team lead", to: "Become a team lead" },
      { field: "description", from: null, to: "By spring" },
    ]);
    expect(journal.items[2]).toMatchObject({ by: c.chief.userId, task: "Lead a small project" });
    expect(journal.items[2]!.changes.map((change) => change.field)).toEqual(["title", "description", "due"]);
    expect(journal.items[1]).toMatchObject({ by: c.worker.userId, action: "task_done" });
    await settle();
    const chiefTitles = await titles(c.chief);
    expect(chiefTitles).toContain("The plan “Become a team lead” has changed");
    const workerTitles = await titles(c.worker);
    expect(workerTitles.filter((title) => title.includes("has changed")).length).toBeGreaterThan(0);
    expect(await titles(c.outsider)).toEqual([]);
  });

  it("counts a task done twice at once only once", async () => {
    const before = await idpAnalytics(c.admin.actor);
    const task = plan.taskList[0]!._id;
    const results = await Promise.all([
      finishTask(c.worker.actor, { plan: plan._id, task, done: true }),
      finishTask(c.chief.actor, { plan: plan._id, task, done: true }),
      finishTask(c.worker.actor, { plan: plan._id, task, done: true }),
    ]);
    expect(results.every((view) => view.taskList[0]!.done)).toBe(true);
    const after = await idpAnalytics(c.admin.actor);
    expect(after.tasksDone - before.tasksDone).toBe(1);
    expect(after.tasksOpen - before.tasksOpen).toBe(-1);
    const journal = await listJournal(c.admin.actor, plan._id);
    expect(journal.items.filter((entry) => entry.action === "task_done")).toHaveLength(2);
    plan = await getPlan(c.chief.actor, plan._id);
    expect(await code(() => finishTask(c.observer.actor, { plan: plan._id, task, done: false }))).toBe("idp.no_access");
  });

  it("lists mine, my employees' and all, each to whom it belongs", async () => {
    expect((await listPlans(c.worker.actor, "mine")).items.map((one) => one._id)).toContain(plan._id);
    expect((await listPlans(c.chief.actor, "team")).items.map((one) => one._id)).toContain(plan._id);
    expect((await listPlans(c.observer.actor, "team")).items.map((one) => one._id)).toContain(plan._id);
    expect((await listPlans(c.outsider.actor, "team")).items).toEqual([]);
    expect((await listPlans(c.admin.actor, "all", { status: "active" })).items.map((one) => one._id)).toContain(
      plan._id,
    );
    expect(await code(() => listPlans(c.chief.actor, "all"))).toBe("idp.no_access");
    expect((await listPlans(stranger.actor, "all")).items).toEqual([]);
    expect((await listFor(c.chief.actor, c.worker.userId)).map((one) => one._id)).toContain(plan._id);
    expect(await listFor(c.outsider.actor, c.worker.userId)).toEqual([]);
    expect(await accessView(c.chief.actor)).toEqual({ admin: false, chief: true, create: true });
    expect(await accessView(c.worker.actor)).toEqual({ admin: false, chief: false, create: false });
    expect((await accessView(c.observer.actor)).chief).toBe(true);
  });

  it("tells the employee the day before a task is due and counts it overdue after, once however often the timer runs", async () => {
    const fresh = await createPlan(
      c.chief.actor,
      body({ title: "Due soon", observer: null, tasks: [{ title: "Ship it", due: day(2) }] }),
    );
    await settle();
    const name = timerName(c.tenantId, fresh._id);
    expect(scheduler.schedules.get(name)?.at?.slice(0, 10)).toBe(day(1));
    const before = await idpAnalytics(c.admin.actor);
    ahead += DAY + 7 * 3_600_000; // tomorrow, 07:00 UTC or later
    await runDueTimer({ tenantId: c.tenantId, planId: fresh._id });
    await runDueTimer({ tenantId: c.tenantId, planId: fresh._id });
    expect((await titles(c.worker)).filter((title) => title === "Due tomorrow: “Ship it”")).toHaveLength(1);
    ahead += 2 * DAY;
    expect(await runDueTimer({ tenantId: c.tenantId, planId: fresh._id })).toMatch(/overdue 1/);
    expect(await runDueTimer({ tenantId: c.tenantId, planId: fresh._id })).toBe("nothing due");
    const after = await idpAnalytics(c.admin.actor);
    expect(after.overdueTasks - before.overdueTasks).toBe(1);
    expect(after.late.map((one) => one._id)).toContain(fresh._id);
    expect((await getPlan(c.worker.actor, fresh._id)).taskList[0]!.overdue).toBe(true);
    const team = await idpAnalytics(c.chief.actor);
    expect(team.scope).toBe("team");
    expect(team.late.map((one) => one._id)).toContain(fresh._id);
    // Finishing the plan takes its overdue task out of the count; reopening puts it back.
    const finished = await setPlanStatus(c.chief.actor, fresh._id, {
      status: "finished",
      revision: (await getPlan(c.chief.actor, fresh._id)).revision,
    });
    expect(finished.status).toBe("finished");
    expect((await idpAnalytics(c.admin.actor)).overdueTasks).toBe(before.overdueTasks);
    expect(
      await code(() => addTask(c.chief.actor, fresh._id, { title: "More", description: "" }, finished.revision)),
    ).toBe("idp.plan_finished");
    await addNote(c.worker.actor, fresh._id, "Notes go on after the end");
    await settle();
    expect(scheduler.schedules.has(name)).toBe(false);
    await setPlanStatus(c.chief.actor, fresh._id, { status: "active", revision: finished.revision });
    expect((await idpAnalytics(c.admin.actor)).overdueTasks).toBe(before.overdueTasks + 1);
  });

  it("deletes a plan with its notes and journal, for its creator and admins only", async () => {
    const doomed = await createPlan(c.chief.actor, body({ title: "Doomed" }));
    const note = await addNote(c.worker.actor, doomed._id, "Mine");
    expect(await code(() => deleteNote(c.observer.actor, doomed._id, note._id))).toBe("idp.no_access");
    await deleteNote(c.worker.actor, doomed._id, note._id);
    expect((await listNotes(c.worker.actor, doomed._id)).items).toEqual([]);
    const view = await getPlan(c.chief.actor, doomed._id);
    await deleteTask(c.chief.actor, doomed._id, view.taskList[0]!._id, view.revision);
    const before = await idpAnalytics(c.admin.actor);
    expect(await code(() => deletePlan(c.worker.actor, doomed._id))).toBe("idp.no_access");
    await deletePlan(c.chief.actor, doomed._id);
    expect(await code(() => getPlan(c.admin.actor, doomed._id))).toBe("idp.not_found");
    expect((await listPlans(c.chief.actor, "team")).items.map((one) => one._id)).not.toContain(doomed._id);
    const after = await idpAnalytics(c.admin.actor);
    expect(after.active).toBe(before.active - 1);
    expect(after.tasksOpen).toBe(before.tasksOpen - 1);
  });

  it("links a course: its title shows, an unknown one is refused, and learning it finishes the task once", async () => {
    const course = await createCourse(c.admin.actor, z.parse(createCourseBodySchema, { title: "Leadership 101" }));
    expect(
      await code(() =>
        createPlan(c.chief.actor, body({ title: "Bad", tasks: [{ title: "Learn", courseId: "nope" }] })),
      ),
    ).toBe("idp.bad_course");
    const linked = await createPlan(
      c.chief.actor,
      body({ title: "Learn to lead", observer: null, tasks: [{ title: "Complete the course", courseId: course._id }] }),
    );
    expect(linked.taskList[0]).toMatchObject({ courseId: course._id, courseTitle: "Leadership 101", done: false });
    await settle();
    const detail = { tenantId: c.tenantId, courseId: course._id, userId: c.worker.userId };
    expect(await handleIdpEvent("courses.learned", detail)).toBe("learned 1");
    expect(await handleIdpEvent("courses.learned", detail)).toBe("learned 0");
    const after = await getPlan(c.worker.actor, linked._id);
    expect(after.taskList[0]).toMatchObject({ done: true, doneBy: "system" });
    const journal = await listJournal(c.worker.actor, linked._id);
    expect(journal.items[0]).toMatchObject({ action: "task_done", by: "system", task: "Complete the course" });
    expect(await handleIdpEvent("courses.learned", { ...detail, userId: c.colleague.userId })).toBe("learned 0");
  });

  it("follows the structure: a new chief sees the plans of the people moved under them", async () => {
    const newChief = await member(c.tenantId, { profile: { firstName: "Nora", lastName: "New" } });
    const support = await createDepartment(
      c.admin.actor,
      z.parse(createDepartmentBodySchema, { name: "Support", parent: c.salesId }),
    );
    await addDeptUsers(c.admin.actor, { dept_id: support._id, users: [c.worker.userId, newChief.userId] });
    await setDepartmentHead(c.admin.actor, { dept_id: support._id, headUser: newChief.userId });
    await settle();
    expect((await getPlan(newChief.actor, plan._id)).can.edit).toBe(true);
    expect((await listPlans(newChief.actor, "team")).items.map((one) => one._id)).toContain(plan._id);
  });
});
