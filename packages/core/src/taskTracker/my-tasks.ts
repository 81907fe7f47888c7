import type { Actor } from "@intranet/contracts";
import type { MyTasksQuery, MyTaskView } from "@intranet/contracts/taskTracker";
import { getAll } from "../db";
import { requireTenant } from "../platform";
import { db } from "./entities";
import type { TaskLinkRecord } from "./link.entity";

export const today = () => new Date().toISOString().slice(0, 10);
const ROLE_ORDER = ["performer", "coPerformer", "observer", "author"] as const;

const matches: Record<MyTasksQuery["filter"], (link: TaskLinkRecord, finished: boolean) => boolean> = {
  assigned: (link, finished) => !finished && worksOn(link),
  observing: (link, finished) => !finished && link.roles.includes("observer"),
  authored: (link, finished) => !finished && link.roles.includes("author"),
  overdue: (link, finished) => !finished && !!link.due && link.due < today() && worksOn(link),
  finished: (_link, finished) => finished,
};

/**
 * GET /api/task: the caller's tasks across boards — one Query of their rows (a page holds ~3,000)
 * and one BatchGet of those boards (a finished board's tasks are finished; its name) per 100
 * boards. Soonest deadline first, undated last.
 */
export async function myTasks(actor: Actor, query: MyTasksQuery): Promise<MyTaskView[]> {
  return (await linksOf(requireTenant(actor), actor.userId))
    .filter(({ link, finished }) => matches[query.filter](link, finished))
    .map(({ link, desk, finished }) => ({
      taskId: link.taskId,
      deskId: link.deskId,
      deskName: desk.name,
      name: link.name,
      role: ROLE_ORDER.find((role) => link.roles.includes(role)) ?? "author",
      due: link.due ?? null,
      priority: link.priority,
      finished,
      overdue: !finished && !!link.due && link.due < today(),
    }))
    .sort((a, b) => (a.due ?? "9999").localeCompare(b.due ?? "9999") || a.name.localeCompare(b.name));
}

/**
 * A person's task rows with their boards, and whether each task is finished (its own flag or its
 * board's): one Query of the rows and one BatchGet of the boards per 100. Rows of a deleted board
 * are left out. My tasks and the calendar's deadlines read through here.
 */
export async function linksOf(clientId: string, userId: string) {
  const { data: links } = await db().entities.taskLink.query.byUser({ clientId, userId }).go({ pages: "all" });
  const deskIds = [...new Set(links.map((link) => link.deskId))];
  const desks = new Map(
    (
      await getAll(
        deskIds.map((deskId) => ({ clientId, deskId })),
        (keys) => db().entities.taskDesk.get(keys).go(),
      )
    ).map((desk) => [desk.deskId, desk]),
  );
  return links.flatMap((link) => {
    const desk = desks.get(link.deskId);
    return desk ? [{ link, desk, finished: link.finished || desk.status === "finished" }] : [];
  });
}

/** Whether the person works on the task (performer or co-performer), not only observes or wrote it. */
export const worksOn = (link: TaskLinkRecord): boolean =>
  link.roles.includes("performer") || link.roles.includes("coPerformer");
