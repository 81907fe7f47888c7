import * as z from "zod/mini";
import { notify } from "../notifications";
import { tagsOfItem } from "../tags";
import type { TaskCardRecord } from "./card.entity";
import { scheduleDeadlines } from "./deadlines";
import { deskPlace } from "./access";
import { db } from "./entities";
import { pushToDesk } from "./live";
import { taskLink } from "./links";
import { peopleOf } from "./people";
import { actorOfPerson } from "./person-actor";
import { findCard, findDesk } from "./store";
import { toCardView } from "./views";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const ids = z.array(id);
const assigned = z.object({ tenantId: id, taskId: id, actorId: id, userIds: ids, revision: z.number() });
const commented = z.object({ tenantId: id, taskId: id, actorId: id, commentId: id, mentionIds: ids });
const finished = z.object({ tenantId: id, taskId: id, actorId: id, revision: z.number() });
const changed = z.object({ tenantId: id, taskId: id });
const tagged = z.object({ tenantId: id, model: z.string(), itemId: id });
const tagDeleted = z.object({
  tenantId: id,
  items: z.array(z.object({ model: z.string(), itemId: id })),
});

async function taskOf(tenantId: string, taskId: string) {
  const card = await findCard(tenantId, taskId);
  const desk = card && (await findDesk(tenantId, card.deskId));
  return card && desk ? { card, desk } : undefined;
}

/** Of these people, those who may view the task's board now (a mention of an outsider notifies nobody). */
async function viewersAmong(
  tenantId: string,
  desk: NonNullable<Awaited<ReturnType<typeof taskOf>>>["desk"],
  userIds: string[],
) {
  const allowed = await Promise.all(
    userIds.map(async (userId) => {
      const actor = await actorOfPerson(tenantId, userId);
      if (!actor || !actor.rights.includes("task_tracker")) return null;
      const place = await deskPlace(actor, tenantId, desk);
      return place === "none" || place === "outsider" ? null : userId;
    }),
  );
  return allowed.filter((userId): userId is string => userId !== null);
}

/** A task's tags as the tags module holds them, copied onto its card (its board shows them). */
async function syncTags(tenantId: string, taskId: string): Promise<string> {
  const task = await taskOf(tenantId, taskId);
  if (!task) return "gone";
  const tags = await tagsOfItem(tenantId, "task", taskId);
  const { card, desk } = task;
  await db().entities.taskCard.patch({ clientId: tenantId, deskId: card.deskId, taskId }).set({ tags }).go();
  const next: TaskCardRecord = { ...card, tags };
  await pushToDesk(desk, { type: "taskTracker.card", deskId: desk.deskId, card: toCardView(next, desk), by: "" });
  return `tags ${tags.length}`;
}

/**
 * The task tracker's bus subscriber (never the request path): assignments, comments and mentions,
 * finishes notify (section tasks); a changed task's deadline timers follow it; tags attached or
 * detached are copied onto the card. Dedupe keys make a redelivery notify nobody twice.
 */
/** Tells those of `userIds` who may view the task's board now (nobody else learns its name) with one template. */
async function tellViewers(
  task: NonNullable<Awaited<ReturnType<typeof taskOf>>>,
  userIds: string[],
  template: string,
  actorId: string,
  dedupeKey: string,
): Promise<number> {
  const readers = await viewersAmong(
    task.card.clientId,
    task.desk,
    userIds.filter((userId) => userId !== actorId),
  );
  if (!readers.length) return 0;
  const result = await notify(task.card.clientId, readers, {
    section: "tasks",
    kind: "task",
    template,
    variables: { title: task.card.name, desk: task.desk.name },
    link: taskLink(task.desk.deskId, task.card.taskId),
    actorId,
    dedupeKey,
  });
  return result.notified.length;
}

export async function handleTaskEvent(type: string, detail: unknown): Promise<string> {
  if (type === "task.assigned") {
    const parsed = assigned.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, taskId, actorId, userIds, revision } = parsed.data;
    const task = await taskOf(tenantId, taskId);
    if (!task) return "gone";
    return `notified ${await tellViewers(task, userIds, "task.assigned", actorId, `task:${taskId}:assigned:${revision}`)}`;
  }
  if (type === "task.commented") {
    const parsed = commented.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, taskId, actorId, commentId, mentionIds } = parsed.data;
    const task = await taskOf(tenantId, taskId);
    if (!task) return "gone";
    const key = `task:${taskId}:comment:${commentId}`;
    const others = peopleOf(task.card).filter((userId) => !mentionIds.includes(userId));
    const counts = await Promise.all([
      tellViewers(task, mentionIds, "task.mentioned", actorId, key),
      tellViewers(task, others, "task.commented", actorId, key),
    ]);
    return `notified ${counts[0] + counts[1]}`;
  }
  if (type === "task.finished") {
    const parsed = finished.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, taskId, actorId, revision } = parsed.data;
    const task = await taskOf(tenantId, taskId);
    if (!task) return "gone";
    return `notified ${await tellViewers(task, peopleOf(task.card), "task.finished", actorId, `task:${taskId}:finished:${revision}`)}`;
  }
  if (type === "task.changed") {
    const parsed = changed.safeParse(detail);
    if (!parsed.success) return "ignored";
    const { tenantId, taskId } = parsed.data;
    return scheduleDeadlines(tenantId, taskId, await findCard(tenantId, taskId));
  }
  if (type === "tag.attached" || type === "tag.detached") {
    const parsed = tagged.safeParse(detail);
    if (!parsed.success || parsed.data.model !== "task") return "ignored";
    return syncTags(parsed.data.tenantId, parsed.data.itemId);
  }
  if (type === "tag.deleted") {
    const parsed = tagDeleted.safeParse(detail);
    if (!parsed.success) return "ignored";
    const tasks = parsed.data.items.filter((item) => item.model === "task");
    for (const item of tasks) await syncTags(parsed.data.tenantId, item.itemId);
    return `tags of ${tasks.length}`;
  }
  return "ignored";
}
