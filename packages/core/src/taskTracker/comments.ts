import type { Actor } from "@intranet/contracts";
import { taskLimits, type TaskCommentPage, type TaskCommentView } from "@intranet/contracts/taskTracker";
import { named, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { deskCan } from "./access";
import type { TaskCommentRecord } from "./comment.entity";
import { db } from "./entities";
import { publish } from "./events";
import { taskFor, type TaskAccess } from "./store";

const canDelete = (actor: Actor, task: TaskAccess, comment: TaskCommentRecord) =>
  comment.authorId === actor.userId || deskCan(task.place, task.desk).manage;

const toView = (actor: Actor, task: TaskAccess, comment: TaskCommentRecord): TaskCommentView => ({
  _id: comment.commentId,
  authorId: comment.authorId,
  html: comment.html,
  createdAt: comment.createdAt,
  canDelete: canDelete(actor, task, comment),
});

/** GET /api/task/{id}/comments: oldest first, a page of 50 (one Query). */
export async function listComments(actor: Actor, taskId: string, cursor?: string): Promise<TaskCommentPage> {
  const task = await taskFor(actor, taskId);
  const page = await db()
    .entities.taskComment.query.byTask({ clientId: task.clientId, taskId })
    .go({ limit: taskLimits.commentsPage, ...(cursor ? { cursor } : {}) })
    .catch((error: unknown) => {
      if (cursor) throw new AppError("common.validation");
      throw error;
    });
  return { items: page.data.map((comment) => toView(actor, task, comment)), cursor: page.cursor ?? null };
}

/**
 * POST /api/task/{id}/comments (the board's viewers, while it is active): sanitised rich text;
 * the comment and the card's count in one transaction. Mentions of people who may view the task
 * notify them, the task's people hear of it (subscriber.ts).
 */
export async function addComment(actor: Actor, taskId: string, html: string): Promise<TaskCommentView> {
  const task = await taskFor(actor, taskId);
  if (task.desk.status === "finished") throw new AppError("tasks.desk_finished");
  const { cleanHtml } = await import("../richText");
  const clean = cleanHtml(html);
  if (!clean.text) throw new AppError("tasks.text_required");
  if (clean.text.length > taskLimits.commentMax) throw new AppError("tasks.too_long");
  const { clientId, card } = task;
  const comment: TaskCommentRecord = {
    clientId,
    taskId,
    commentId: newId(),
    authorId: actor.userId,
    html: clean.html,
    createdAt: new Date().toISOString(),
  };
  const outcome = await writeTransaction((e) => [
    named("comment", e.taskComment.create(comment).commit()),
    named(
      "card",
      e.taskCard
        .update({ clientId, deskId: card.deskId, taskId })
        .add({ comments: 1 })
        .where((a, op) => op.exists(a.taskId))
        .commit(),
    ),
  ]);
  if (outcome.failed("card")) throw new AppError("tasks.task_not_found");
  if (!outcome.ok) throw new AppError("common.conflict");
  await publish({
    type: "task.commented",
    tenantId: clientId,
    detail: { taskId, actorId: actor.userId, commentId: comment.commentId, mentionIds: clean.mentionIds },
  });
  return toView(actor, task, comment);
}

/** DELETE /api/task/{id}/comments/{comment}: its author, or the board's owner and admins. */
export async function deleteComment(actor: Actor, taskId: string, commentId: string): Promise<{ deleted: true }> {
  const task = await taskFor(actor, taskId);
  const { clientId, card } = task;
  const { data: comment } = await db().entities.taskComment.get({ clientId, taskId, commentId }).go();
  if (!comment) throw new AppError("tasks.comment_not_found");
  if (!canDelete(actor, task, comment)) throw new AppError("tasks.no_access");
  const outcome = await writeTransaction((e) => [
    named(
      "comment",
      e.taskComment
        .delete({ clientId, taskId, commentId })
        .where((a, op) => op.exists(a.commentId))
        .commit(),
    ),
    named(
      "card",
      e.taskCard
        .update({ clientId, deskId: card.deskId, taskId })
        .add({ comments: -1 })
        .where((a, op) => op.exists(a.taskId))
        .commit(),
    ),
  ]);
  if (outcome.failed("comment")) throw new AppError("tasks.comment_not_found");
  if (!outcome.ok) throw new AppError("common.conflict");
  return { deleted: true };
}
