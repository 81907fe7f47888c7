import { batchWrite } from "../db";
import { newId } from "../platform";
import type { TaskCardRecord } from "./card.entity";
import { db } from "./entities";

/**
 * `count` cards spread over a board's lanes in order, written straight to the table (a big board
 * for a test or a bench in seconds, not a transaction each). Tests and benches only.
 */
export async function writeCards(
  desk: { clientId: string; deskId: string; laneIds: string[] },
  authorId: string,
  count: number,
): Promise<TaskCardRecord[]> {
  const at = new Date().toISOString();
  const cards: TaskCardRecord[] = Array.from({ length: count }, (_, index) => ({
    clientId: desk.clientId,
    deskId: desk.deskId,
    taskId: newId(),
    laneId: desk.laneIds[index % desk.laneIds.length]!,
    rank: `a${String(index).padStart(5, "0")}`,
    name: `Task ${index}: a name as long as a real one often is`,
    authorId,
    performerId: authorId,
    coPerformerIds: [],
    observerIds: [],
    due: "2030-01-01",
    plannedHours: 4,
    priority: "normal",
    colour: "none",
    border: "none",
    tags: [],
    checkDone: 1,
    checkTotal: 3,
    comments: 2,
    files: 0,
    finished: false,
    revision: 0,
    createdAt: at,
    updatedAt: at,
  }));
  await batchWrite((items) => db().entities.taskCard.put(items).go(), cards, ["clientId", "deskId", "taskId"]);
  return cards;
}
