import type { Actor } from "@intranet/contracts";
import type {
  CreatePlanBody,
  IdpChangeView,
  IdpView,
  StatusBody,
  TaskDraft,
  UpdatePlanBody,
} from "@intranet/contracts/idp";
import { AppError, clock, newId, requireTenant } from "../platform";
import { notActiveAmong } from "../users";
import { canOn, isAdmin, liveChiefs, standingOn } from "./access";
import { changePlan, publishChange, requireActive } from "./change";
import { courseTitlesOf, requireCourses } from "./courses";
import type { IdpPlanRecord, TaskRecord } from "./plan.entity";
import { savePlan } from "./save";
import { planFor } from "./store";
import { planView } from "./views";

/** People named on a plan must be active employees of the company: else `idp.bad_person`. */
async function requireActivePeople(clientId: string, ids: Array<string | null | undefined>): Promise<void> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if ((await notActiveAmong(clientId, wanted)).length) throw new AppError("idp.bad_person");
}

export function newTask(draft: TaskDraft): TaskRecord {
  return {
    id: newId(),
    title: draft.title,
    description: draft.description,
    ...(draft.due ? { due: draft.due } : {}),
    ...(draft.courseId ? { courseId: draft.courseId } : {}),
    done: false,
  };
}

/**
 * Creates a plan (docs/modules/idp.md, "Who may create"): admins for anyone, a chief for the people
 * under them (the structure's chain); the employee is told, and the observer.
 */
export async function createPlan(actor: Actor, body: CreatePlanBody): Promise<IdpView> {
  const clientId = requireTenant(actor);
  if (body.observer && body.observer === body.employee) throw new AppError("idp.observer_is_employee");
  await requireActivePeople(clientId, [body.employee, body.observer]);
  await requireCourses(
    clientId,
    body.tasks.map((task) => task.courseId),
  );
  const chiefIds = await liveChiefs(clientId, body.employee);
  if (!isAdmin(actor) && !chiefIds.includes(actor.userId)) throw new AppError("idp.not_your_people");
  const now = clock().now().toISOString();
  const plan: IdpPlanRecord = {
    clientId,
    planId: newId(),
    title: body.title,
    description: body.description,
    employeeId: body.employee,
    creatorId: actor.userId,
    ...(body.observer ? { observerId: body.observer } : {}),
    chiefIds,
    status: "active",
    tasks: body.tasks.map(newTask),
    revision: 0,
    createdAt: now,
    updatedAt: now,
  };
  const saved = await savePlan(undefined, plan, { action: "created", by: actor.userId });
  if (!saved) throw new AppError("common.conflict");
  await publishChange(saved, "created", actor.userId, saved.observerId);
  return planView(saved, canOn(await standingOn(actor, saved)), await courseTitlesOf(clientId, saved));
}

const field = (name: string, from: string | undefined, to: string | undefined): IdpChangeView[] =>
  (from || null) === (to || null) ? [] : [{ field: name, from: from || null, to: to || null }];

/** Title, description and observer (creator, chiefs, admins; an active plan). */
export async function updatePlan(actor: Actor, planId: string, body: UpdatePlanBody): Promise<IdpView> {
  const clientId = requireTenant(actor);
  const observer = body.observer || undefined;
  if (observer) await requireActivePeople(clientId, [observer]);
  return changePlan(actor, planId, "edit", body.revision, (plan) => {
    requireActive(plan);
    if (observer && observer === plan.employeeId) throw new AppError("idp.observer_is_employee");
    const changes = [
      ...field("title", plan.title, body.title),
      ...field("description", plan.description, body.description),
      ...field("observer", plan.observerId, observer),
    ];
    if (!changes.length) return undefined;
    const next: IdpPlanRecord = { ...plan, title: body.title, description: body.description };
    if (observer) next.observerId = observer;
    else delete next.observerId;
    return {
      next,
      change: { action: "edited", by: actor.userId, changes },
      ...(observer && observer !== plan.observerId ? { observerAdded: observer } : {}),
    };
  });
}

/** Finishes or reopens a plan. */
export async function setPlanStatus(actor: Actor, planId: string, body: StatusBody): Promise<IdpView> {
  return changePlan(actor, planId, "edit", body.revision, (plan) => {
    if (plan.status === body.status) return undefined;
    const next: IdpPlanRecord = { ...plan, status: body.status };
    if (body.status === "finished") next.finishedAt = clock().now().toISOString();
    else delete next.finishedAt;
    return {
      next,
      change: {
        action: body.status === "finished" ? "finished" : "reopened",
        by: actor.userId,
        changes: [{ field: "status", from: plan.status, to: body.status }],
      },
    };
  });
}

/** Deletes a plan (its creator, admins): the plan, links and counters at once, its notes and journal after. */
export async function deletePlan(actor: Actor, planId: string): Promise<void> {
  const { plan } = await planFor(actor, planId, "delete");
  const gone = await savePlan(plan, undefined, undefined);
  if (!gone) throw new AppError("idp.already_changed");
  await publishChange(plan, "deleted", actor.userId);
  const { purgePlanItems } = await import("./purge");
  await purgePlanItems(plan.clientId, planId);
}
