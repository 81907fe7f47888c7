import type { Actor } from "@intranet/contracts";
import {
  taskLimits,
  type AddTaskBody,
  type ChecklistItemView,
  type TaskFileView,
  type TaskView,
  type UpdateTaskBody,
} from "@intranet/contracts/taskTracker";
import { requireCompanyPeople } from "../audiences";
import { named, retryOnRevision, writeTransaction, type NamedCommit, type TransactionEntities } from "../db";
import { discardFile, moduleFileDownloadUrl, requireOwnUploads } from "../files";
import { AppError, newId } from "../platform";
import { detachAllFrom } from "../tags";
import { deskCan } from "./access";
import type { TaskBodyRecord } from "./body.entity";
import type { TaskCardRecord } from "./card.entity";
import { db } from "./entities";
import { publish, type TaskEvent } from "./events";
import { pushToDesk } from "./live";
import { linksOf, performersOf } from "./people";
import { rankBetween } from "./ranks";
import { cardsOf, deskToEdit, findBody, findCard, requireEdit, taskFor, type TaskAccess } from "./store";
import { byRank, lanesOf, toCardView, toTaskView } from "./views";

type TaskFields = Omit<AddTaskBody, "name"> & { name?: string | undefined };

/** Rich text in, sanitised HTML out (sanitize-html is loaded only where text is written). */
async function cleanDescription(html: string | undefined): Promise<string | undefined> {
  if (html === undefined) return undefined;
  const { cleanHtml } = await import("../richText");
  return cleanHtml(html).html;
}

const checklistOf = (items: NonNullable<TaskFields["checklist"]>, before: ChecklistItemView[]): ChecklistItemView[] => {
  const known = new Set(before.map((item) => item.id));
  return items.map((item) => ({
    id: item.id && known.has(item.id) ? item.id : newId(),
    text: item.text,
    done: item.done,
  }));
};

/** The people a body names must be the company's (those already on the task are not read again). */
async function requirePeople(clientId: string, fields: TaskFields, known: string[] = []) {
  const named = [
    ...(fields.performerId ? [fields.performerId] : []),
    ...(fields.coPerformerIds ?? []),
    ...(fields.observerIds ?? []),
  ];
  await requireCompanyPeople(clientId, named, "people", known).catch(() => {
    throw new AppError("tasks.bad_person");
  });
}

/** The files a body names: those the task has already, or the caller's confirmed uploads of module `taskTracker`. */
async function filesFor(
  actor: Actor,
  clientId: string,
  wanted: string[],
  before: TaskFileView[],
): Promise<TaskFileView[]> {
  const had = new Map(before.map((file) => [file.fileId, file]));
  const added = wanted.filter((fileId) => !had.has(fileId));
  const uploads = await requireOwnUploads(actor, clientId, added, "taskTracker", "tasks.bad_file");
  return [...new Set(wanted)].map((fileId) => {
    const upload = uploads[fileId];
    return had.get(fileId) ?? { fileId, name: upload!.name, size: upload!.size, mime: upload!.contentType };
  });
}

/** The commits that keep everyone's "My tasks" rows in step with a card (rows of people no longer on it go). */
function linkCommits(e: TransactionEntities, before: TaskCardRecord | undefined, after: TaskCardRecord | undefined) {
  const now = after ? linksOf(after) : [];
  const kept = new Set(now.map((link) => link.userId));
  const gone = (before ? linksOf(before) : []).filter((link) => !kept.has(link.userId));
  return [
    ...now.map((link) => named(`link:${link.userId}`, e.taskLink.put(link).commit())),
    ...gone.map((link) =>
      named(
        `unlink:${link.userId}`,
        e.taskLink.delete({ clientId: link.clientId, userId: link.userId, taskId: link.taskId }).commit(),
      ),
    ),
  ];
}

/** Who was given the task by this change (its performer or a co-performer, now and not before). */
const newlyAssigned = (before: TaskCardRecord | undefined, after: TaskCardRecord, actorId: string) => {
  const had = new Set(before ? performersOf(before) : []);
  return performersOf(after).filter((userId) => !had.has(userId) && userId !== actorId);
};

/**
 * PUT task_tracker/{desk}/{lane}/add_task and POST /api/task (the board's editors): a card at the
 * top of the lane, its body and its people's rows in one transaction with the board's count (its
 * condition: the board is active and below its number of tasks).
 */
export async function addTask(actor: Actor, deskId: string, laneId: string, body: AddTaskBody): Promise<TaskView> {
  const { clientId, desk, place } = await deskToEdit(actor, deskId);
  if (!lanesOf(desk).some((lane) => lane._id === laneId)) throw new AppError("tasks.lane_not_found");
  const [, fileList, description, cards] = await Promise.all([
    requirePeople(clientId, body),
    filesFor(actor, clientId, body.files ?? [], []),
    cleanDescription(body.description),
    cardsOf(clientId, deskId),
  ]);
  const first = cards.filter((card) => card.laneId === laneId).sort(byRank)[0];
  const checklist = checklistOf(body.checklist ?? [], []);
  const at = new Date().toISOString();
  const card: TaskCardRecord = {
    clientId,
    deskId,
    taskId: newId(),
    laneId,
    rank: rankBetween(null, first?.rank ?? null),
    name: body.name,
    authorId: actor.userId,
    ...(body.performerId ? { performerId: body.performerId } : {}),
    coPerformerIds: body.coPerformerIds ?? [],
    observerIds: body.observerIds ?? [],
    ...(body.start ? { start: body.start } : {}),
    ...(body.due ? { due: body.due } : {}),
    ...(typeof body.plannedHours === "number" ? { plannedHours: body.plannedHours } : {}),
    ...(typeof body.actualHours === "number" ? { actualHours: body.actualHours } : {}),
    priority: body.priority ?? "normal",
    colour: body.colour ?? "none",
    border: body.border ?? "none",
    tags: [],
    checkDone: checklist.filter((item) => item.done).length,
    checkTotal: checklist.length,
    files: fileList.length,
    finished: false,
    revision: 0,
    createdAt: at,
    updatedAt: at,
  };
  const taskBody: TaskBodyRecord = {
    clientId,
    taskId: card.taskId,
    deskId,
    description: description ?? "",
    checklist,
    files: fileList,
  };
  const outcome = await writeTransaction((e) => [
    named(
      "desk",
      e.taskDesk
        .update({ clientId, deskId })
        .add({ tasks: 1 })
        .where(
          (a, op) =>
            `${op.eq(a.status, "active")} AND (${op.notExists(a.tasks)} OR ${op.lt(a.tasks, taskLimits.tasksPerDesk as number)})`,
        )
        .commit(),
    ),
    named("card", e.taskCard.create(card).commit()),
    named("body", e.taskBody.create(taskBody).commit()),
    ...linkCommits(e, undefined, card),
  ]);
  if (outcome.failed("desk"))
    throw new AppError(desk.status === "active" ? "tasks.too_many_tasks" : "tasks.desk_finished");
  if (!outcome.ok) throw new AppError("common.conflict");
  await announce(actor, { clientId, desk, place, card }, undefined, card);
  return toTaskView(actor, desk, place, card, taskBody);
}

/** After a task's write: its board's open views, and the bus (assignments, a finish, its deadline timers). */
async function announce(actor: Actor, task: TaskAccess, before: TaskCardRecord | undefined, after: TaskCardRecord) {
  const { clientId, desk } = task;
  const events: TaskEvent[] = [
    { type: "task.changed", tenantId: clientId, detail: { taskId: after.taskId, deskId: desk.deskId } },
  ];
  const assigned = newlyAssigned(before, after, actor.userId);
  if (assigned.length)
    events.push({
      type: "task.assigned",
      tenantId: clientId,
      detail: { taskId: after.taskId, actorId: actor.userId, userIds: assigned, revision: after.revision },
    });
  if (after.finished && before && !before.finished)
    events.push({
      type: "task.finished",
      tenantId: clientId,
      detail: { taskId: after.taskId, actorId: actor.userId, revision: after.revision },
    });
  await Promise.all([
    pushToDesk(desk, {
      type: "taskTracker.card",
      deskId: desk.deskId,
      card: toCardView(after, desk),
      by: actor.userId,
    }),
    publish(...events),
  ]);
}

/** What the caller may do with a task: its board's rules, and its performers may always work on their own task. */
function mayChange(actor: Actor, task: TaskAccess): void {
  if (task.desk.status === "finished") throw new AppError("tasks.desk_finished");
  if (performersOf(task.card).includes(actor.userId)) return;
  requireEdit(task);
}

/** GET /api/task/{id}: the card (a Query of the id index and a Get), its board (a Get) and its body (a Get). */
export async function getTask(actor: Actor, taskId: string): Promise<TaskView> {
  const task = await taskFor(actor, taskId);
  const body = await findBody(task.clientId, taskId);
  return viewOf(actor, task, task.card, body);
}

function viewOf(actor: Actor, task: TaskAccess, card: TaskCardRecord, body: TaskBodyRecord | undefined): TaskView {
  const view = toTaskView(actor, task.desk, task.place, card, body);
  // The task's performers work on it even where the board lets them only view.
  if (task.desk.status === "active" && performersOf(card).includes(actor.userId)) view.can.edit = true;
  return view;
}

/**
 * PUT /api/task/{id}: the fields that came, on the revision the editor saw (else 409
 * `tasks.already_changed`): the card (only those fields: a concurrent move stays), its body
 * and its people's rows in one transaction.
 */
export async function updateTask(actor: Actor, taskId: string, body: UpdateTaskBody): Promise<TaskView> {
  const task = await taskFor(actor, taskId);
  mayChange(actor, task);
  const { clientId, card } = task;
  if (body.revision !== card.revision) throw new AppError("tasks.already_changed");
  const before = await findBody(clientId, taskId);
  const beforeFiles = (before?.files as TaskFileView[] | undefined) ?? [];
  const beforeChecklist = (before?.checklist as ChecklistItemView[] | undefined) ?? [];
  const [, fileList, description] = await Promise.all([
    requirePeople(clientId, body, performersOf(card).concat(card.observerIds)),
    body.files ? filesFor(actor, clientId, body.files, beforeFiles) : Promise.resolve(beforeFiles),
    cleanDescription(body.description),
  ]);
  const checklist = body.checklist ? checklistOf(body.checklist, beforeChecklist) : beforeChecklist;
  const start = body.start === undefined ? card.start : (body.start ?? undefined);
  const due = body.due === undefined ? card.due : (body.due ?? undefined);
  if (start && due && start > due) throw new AppError("tasks.bad_period");
  const at = new Date().toISOString();
  const pick = <K extends keyof TaskCardRecord>(key: K, value: TaskCardRecord[K] | null | undefined) =>
    value === undefined ? card[key] : (value ?? undefined);
  const finished = body.finished ?? card.finished;
  const next: TaskCardRecord = {
    ...card,
    name: body.name ?? card.name,
    performerId: pick("performerId", body.performerId),
    coPerformerIds: body.coPerformerIds ?? card.coPerformerIds,
    observerIds: body.observerIds ?? card.observerIds,
    start,
    due,
    plannedHours: pick("plannedHours", body.plannedHours),
    actualHours: pick("actualHours", body.actualHours),
    priority: body.priority ?? card.priority,
    colour: body.colour ?? card.colour,
    border: body.border ?? card.border,
    checkDone: checklist.filter((item) => item.done).length,
    checkTotal: checklist.length,
    files: fileList.length,
    finished,
    finishedAt: finished ? (card.finished ? card.finishedAt : at) : undefined,
    revision: card.revision + 1,
    updatedAt: at,
  };
  const nextBody: TaskBodyRecord = {
    clientId,
    taskId,
    deskId: card.deskId,
    description: description ?? before?.description ?? "",
    checklist,
    files: fileList,
  };
  await writeTask(card, next, nextBody);
  const dropped = beforeFiles.filter((file) => !fileList.some((kept) => kept.fileId === file.fileId));
  await Promise.all(dropped.map((file) => discardFile(clientId, file.fileId)));
  await announce(actor, task, card, next);
  return viewOf(actor, task, next, nextBody);
}

/** The card's content attributes an edit sets (never its place: lane and rank are the moves'). */
const CONTENT = [
  "name",
  "performerId",
  "coPerformerIds",
  "observerIds",
  "start",
  "due",
  "plannedHours",
  "actualHours",
  "priority",
  "colour",
  "border",
  "checkDone",
  "checkTotal",
  "files",
  "finished",
  "finishedAt",
  "revision",
  "updatedAt",
] as const;

/** One transaction on the card's revision: the card's content, the body, the people's rows. */
async function writeTask(seen: TaskCardRecord, next: TaskCardRecord, body: TaskBodyRecord): Promise<boolean | never> {
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const key of CONTENT) {
    if (next[key] === undefined) unset.push(key);
    else set[key] = next[key];
  }
  const key = { clientId: seen.clientId, deskId: seen.deskId, taskId: seen.taskId };
  const outcome = await writeTransaction((e) => {
    let update = e.taskCard.patch(key).set(set as Partial<TaskCardRecord>);
    if (unset.length) update = update.remove(unset as Array<"performerId">);
    const commits: NamedCommit[] = [
      named("card", update.where((a, op) => op.eq(a.revision, seen.revision)).commit()),
      named("body", e.taskBody.put(body).commit()),
      ...linkCommits(e, seen, next),
    ];
    return commits;
  });
  if (outcome.failed("card")) throw new AppError("tasks.already_changed");
  if (!outcome.ok) throw new AppError("common.conflict");
  return true;
}

/**
 * PUT /api/task/{id}/checklist/{item}: ticks one item on whatever the task is now (re-read and
 * tried again when another change won the race), so ticks never conflict and none is lost.
 */
export async function checkItem(actor: Actor, taskId: string, itemId: string, done: boolean): Promise<TaskView> {
  const task = await taskFor(actor, taskId);
  mayChange(actor, task);
  const read = async () => {
    const card = await findCard(task.clientId, taskId);
    if (!card) throw new AppError("tasks.task_not_found");
    return { card, body: await findBody(task.clientId, taskId) };
  };
  const written = await retryOnRevision(
    { card: task.card, body: await findBody(task.clientId, taskId) },
    async ({ card, body }) => {
      const items = (body?.checklist as ChecklistItemView[] | undefined) ?? [];
      if (!body || !items.some((item) => item.id === itemId)) throw new AppError("tasks.item_not_found");
      const checklist = items.map((item) => (item.id === itemId ? { ...item, done } : item));
      const next = {
        ...card,
        checkDone: checklist.filter((item) => item.done).length,
        revision: card.revision + 1,
        updatedAt: new Date().toISOString(),
      };
      const nextBody = { ...body, checklist };
      try {
        await writeTask(card, next, nextBody);
      } catch (error) {
        if (error instanceof AppError && error.code === "tasks.already_changed") return false;
        throw error;
      }
      return { card: next, body: nextBody, before: card };
    },
    read,
  );
  await announce(actor, task, written.before, written.card);
  return viewOf(actor, task, written.card, written.body);
}

/**
 * DELETE /api/task/{id}: its editors, or its author. The card, body and rows go in one transaction
 * with the board's count; then its comments, tags and files.
 */
export async function deleteTask(actor: Actor, taskId: string): Promise<{ deleted: true }> {
  const task = await taskFor(actor, taskId);
  const { clientId, desk, card } = task;
  if (desk.status === "finished") throw new AppError("tasks.desk_finished");
  if (!deskCan(task.place, desk).edit && card.authorId !== actor.userId) throw new AppError("tasks.no_access");
  const body = await findBody(clientId, taskId);
  const key = { clientId, deskId: card.deskId, taskId };
  const outcome = await writeTransaction((e) => [
    named(
      "card",
      e.taskCard
        .delete(key)
        .where((a, op) => op.exists(a.taskId))
        .commit(),
    ),
    named("body", e.taskBody.delete({ clientId, taskId }).commit()),
    named("desk", e.taskDesk.update({ clientId, deskId: card.deskId }).add({ tasks: -1 }).commit()),
    ...linkCommits(e, card, undefined),
  ]);
  if (outcome.failed("card")) throw new AppError("tasks.task_not_found");
  if (!outcome.ok) throw new AppError("common.conflict");
  const { data: comments } = await db().entities.taskComment.query.byTask({ clientId, taskId }).go({ pages: "all" });
  if (comments.length) await db().entities.taskComment.delete(comments).go();
  await Promise.all([
    detachAllFrom(clientId, "task", taskId),
    ...((body?.files as TaskFileView[] | undefined) ?? []).map((file) => discardFile(clientId, file.fileId)),
  ]);
  await Promise.all([
    pushToDesk(desk, { type: "taskTracker.card_removed", deskId: desk.deskId, taskId, by: actor.userId }),
    publish({ type: "task.changed", tenantId: clientId, detail: { taskId, deskId: desk.deskId, deleted: true } }),
  ]);
  return { deleted: true };
}

/** GET /api/task/{id}/file/{file}: a short-lived link of one of its files, for its viewers. */
export async function taskFile(actor: Actor, taskId: string, fileId: string) {
  const task = await taskFor(actor, taskId);
  const body = await findBody(task.clientId, taskId);
  if (!((body?.files as TaskFileView[] | undefined) ?? []).some((file) => file.fileId === fileId))
    throw new AppError("tasks.task_not_found");
  return moduleFileDownloadUrl(task.clientId, fileId);
}
