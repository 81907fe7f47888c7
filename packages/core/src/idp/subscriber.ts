import * as z from "zod/mini";
import { mapLimited } from "../platform";
import { peopleUnder, STRUCTURE_CHANGED } from "../structure";
import { liveChiefs } from "./access";
import { publishChange } from "./change";
import { db } from "./entities";
import { participantsOf, savePlan, tasksOf } from "./save";
import { findPlan } from "./store";
import { markTask } from "./tasks";
import { pushChanged, tell } from "./tell";
import { scheduleNext } from "./timer";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const changed = z.object({
  tenantId: id,
  planId: id,
  by: z.string().check(z.maxLength(64)),
  action: z.string().check(z.maxLength(40)),
  key: z.string().check(z.maxLength(100)),
  people: z.array(id).check(z.maxLength(200)),
  observerAdded: z.optional(id),
});
const learned = z.object({ tenantId: id, courseId: id, userId: id });
const structure = z.object({
  tenantId: id,
  deptIds: z.array(id).check(z.maxLength(5000)),
  userIds: z.array(id).check(z.maxLength(5000)),
});

/**
 * The plans' bus subscriber. `idp.changed`: the employee is told of a new plan, a new observer that
 * they observe it, everyone else on the plan that it changed (never the one who changed it); their
 * open pages read it again; the plan's timer follows. `structure.changed`: the plans of the people
 * it moved get their chiefs again (lists, search), with no notice. `courses.learned`: the
 * employee's open tasks that name the course are done (by "system"), once however often it comes.
 */
export async function handleIdpEvent(type: string, detail: unknown): Promise<string> {
  if (type === "idp.changed") {
    const parsed = changed.safeParse(detail);
    return parsed.success ? planEvent(parsed.data) : "ignored";
  }
  if (type === "courses.learned") {
    const parsed = learned.safeParse(detail);
    return parsed.success ? `learned ${await courseLearned(parsed.data)}` : "ignored";
  }
  if (type === STRUCTURE_CHANGED) {
    const parsed = structure.safeParse(detail);
    return parsed.success ? `chiefs ${await refreshChiefs(parsed.data)}` : "ignored";
  }
  return "ignored";
}

async function planEvent(event: z.infer<typeof changed>): Promise<string> {
  const { tenantId, planId, by, action, key } = event;
  const plan = await findPlan(tenantId, planId);
  const people = [...new Set([...event.people, ...(plan ? participantsOf(plan) : [])])];
  await pushChanged(
    tenantId,
    people.filter((person) => person !== by),
    planId,
    by,
  );
  await scheduleNext(plan, tenantId, planId);
  if (!plan || action === "deleted" || action === "chiefs" || by === "system") return "pushed";
  const actorId = by === "system" ? undefined : by;
  const extra = actorId ? { actorId } : {};
  if (action === "created") await tell(plan, "idp.assigned", [plan.employeeId], "assigned", extra);
  else
    await tell(
      plan,
      "idp.changed",
      participantsOf(plan).filter((person) => person !== by),
      key,
      extra,
    );
  if (event.observerAdded && event.observerAdded === plan.observerId)
    await tell(plan, "idp.observing", [event.observerAdded], `observing:${event.observerAdded}:${key}`, extra);
  return `told (${action})`;
}

/** Plans of people whose chiefs may have changed: their chiefs written again where they differ. */
async function refreshChiefs(change: z.infer<typeof structure>): Promise<number> {
  const { tenantId } = change;
  const people = [...new Set([...change.userIds, ...(await peopleUnder(tenantId, change.deptIds))])];
  const counts = await mapLimited(people, 4, async (employeeId) => {
    const { data } = await db()
      .entities.idpPlan.query.byEmployee({ clientId: tenantId, employeeId })
      .go({ pages: "all", attributes: ["planId"] });
    if (!data.length) return 0;
    const chiefIds = await liveChiefs(tenantId, employeeId);
    let written = 0;
    for (const { planId } of data)
      for (let attempt = 0; attempt < 5; attempt++) {
        const plan = await findPlan(tenantId, planId);
        if (!plan || String(plan.chiefIds) === String(chiefIds)) break;
        const saved = await savePlan(plan, { ...plan, chiefIds }, undefined);
        if (!saved) continue;
        await publishChange(saved, "chiefs", "system");
        written++;
        break;
      }
    return written;
  });
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The learner's open tasks naming the course, on their active plans, are done (a retry finds them done). */
async function courseLearned({ tenantId, courseId, userId }: z.infer<typeof learned>): Promise<number> {
  const { data } = await db()
    .entities.idpPlan.query.byEmployee({ clientId: tenantId, employeeId: userId })
    .go({ pages: "all" });
  let done = 0;
  for (const found of data) {
    if (found.status !== "active") continue;
    const taskIds = tasksOf(found)
      .filter((task) => task.courseId === courseId && !task.done)
      .map((task) => task.id);
    for (const taskId of taskIds)
      for (let attempt = 0; attempt < 5; attempt++) {
        const plan = await findPlan(tenantId, found.planId);
        if (!plan || plan.status !== "active") break;
        const edited = markTask(plan, taskId, true, "system");
        if (!edited) break;
        const saved = await savePlan(plan, edited.next, edited.change);
        if (!saved) continue;
        await publishChange(saved, "task_done", "system");
        done++;
        break;
      }
  }
  return done;
}
