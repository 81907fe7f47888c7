import { allPages } from "../db";
import type { DomainEvent } from "../events";
import type { SearchDocument, SearchSource } from "../search";
import type { TaskCardRecord } from "./card.entity";
import type { TaskDeskRecord } from "./desk.entity";
import { db } from "./entities";
import { taskLink } from "./links";
import { deskReaderLabel } from "./reader-labels";
import { findBody, findCard, findDesk } from "./store";

const DESK = "taskDesk:";
const TASK = "task:";

function deskDocument(desk: TaskDeskRecord): SearchDocument {
  return {
    type: "taskDesk",
    id: desk.deskId,
    title: desk.name,
    text: { title: desk.name, headings: "", body: desk.description },
    readers: [deskReaderLabel(desk.deskId)],
    path: `/desk/${desk.deskId}`,
    meta: { date: desk.createdAt },
    date: desk.createdAt,
  };
}

async function taskDocument(card: TaskCardRecord, desk: TaskDeskRecord): Promise<SearchDocument> {
  const body = await findBody(card.clientId, card.taskId);
  const { plainText } = await import("../richText");
  return {
    type: "task",
    id: card.taskId,
    title: card.name,
    text: { title: card.name, headings: "", body: body?.description ? plainText(body.description) : "" },
    readers: [deskReaderLabel(card.deskId)],
    path: taskLink(card.deskId, card.taskId),
    meta: { date: card.createdAt, subtitle: desk.name },
    date: card.createdAt,
  };
}

/**
 * The task tracker's search source: a scope per board (`taskDesk:<id>`, its name and description)
 * and per task (`task:<id>`, its name and description), each read by the board's viewers as they
 * stand when searching (reader-labels.ts).
 */
export const taskTrackerSearchSource: SearchSource = {
  name: "taskTracker",
  events: ["taskDesk.changed", "task.changed"],
  scopesOf: (event: DomainEvent) => {
    const detail = event.detail as { taskId?: unknown; deskId?: unknown };
    if (event.type === "task.changed" && typeof detail.taskId === "string") return [`${TASK}${detail.taskId}`];
    if (event.type === "taskDesk.changed" && typeof detail.deskId === "string") return [`${DESK}${detail.deskId}`];
    return [];
  },
  async load(tenantId, scope) {
    if (scope.startsWith(DESK)) {
      const desk = await findDesk(tenantId, scope.slice(DESK.length));
      return desk ? [deskDocument(desk)] : [];
    }
    if (!scope.startsWith(TASK)) return [];
    const card = await findCard(tenantId, scope.slice(TASK.length));
    const desk = card && (await findDesk(tenantId, card.deskId));
    return card && desk ? [await taskDocument(card, desk)] : [];
  },
  async *scan(tenantId) {
    for await (const desks of allPages(db().entities.taskDesk.query.byClient({ clientId: tenantId }), 100)) {
      yield desks.map((desk) => ({ scope: `${DESK}${desk.deskId}`, docs: [deskDocument(desk)] }));
      for (const desk of desks)
        for await (const cards of allPages(
          db().entities.taskCard.query.byDesk({ clientId: tenantId, deskId: desk.deskId }),
          100,
        ))
          yield await Promise.all(
            cards.map(async (card) => ({ scope: `${TASK}${card.taskId}`, docs: [await taskDocument(card, desk)] })),
          );
    }
  },
};
