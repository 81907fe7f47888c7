import type { Actor } from "@intranet/contracts";
import type { MoveTaskBody, TaskCardView } from "@intranet/contracts/taskTracker";
import { isConditionFailure } from "../db";
import { AppError, mapLimited } from "../platform";
import type { TaskCardRecord } from "./card.entity";
import type { TaskDeskRecord } from "./desk.entity";
import { db } from "./entities";
import { pushToDesk } from "./live";
import { rankBetween, ranksAfter } from "./ranks";
import { cardsOf, deskToEdit } from "./store";
import { byRank, lanesOf, toCardView } from "./views";

async function cardOn(desk: TaskDeskRecord, taskId: string | null): Promise<TaskCardRecord | undefined> {
  if (!taskId) return undefined;
  const { data } = await db()
    .entities.taskCard.get({ clientId: desk.clientId, deskId: desk.deskId, taskId })
    .go({ consistent: true });
  return data ?? undefined;
}

/**
 * The rank that puts a card between the neighbours the mover saw. The usual case costs the two
 * neighbours' Gets; when they are no longer where the mover saw them (moved meanwhile, or tied),
 * the lane is read and the card goes right after the card above it (or first, or last).
 */
async function rankFor(desk: TaskDeskRecord, body: MoveTaskBody): Promise<string> {
  const [after, before] = await Promise.all([cardOn(desk, body.afterId), cardOn(desk, body.beforeId)]);
  const inLane = (card: TaskCardRecord | undefined, named: string | null) =>
    named === null || (card !== undefined && card.laneId === body.laneId && card.taskId !== body.taskId);
  if (inLane(after, body.afterId) && inLane(before, body.beforeId) && (!after || !before || after.rank < before.rank))
    return rankBetween(after?.rank ?? null, before?.rank ?? null);
  const lane = (await cardsOf(desk.clientId, desk.deskId))
    .filter((card) => card.laneId === body.laneId && card.taskId !== body.taskId)
    .sort(byRank);
  const anchor = lane.findIndex((card) => card.taskId === body.afterId);
  const above = anchor >= 0 ? lane[anchor] : body.afterId === null ? undefined : lane.at(-1);
  const index = above ? lane.indexOf(above) : -1;
  // The next card with a greater rank (tied cards are passed over: a key between equals does not exist).
  const below = lane.slice(index + 1).find((card) => !above || card.rank > above.rank);
  return rankBetween(above?.rank ?? null, below?.rank ?? null);
}

/**
 * PUT /api/task_tracker/{desk}/move_task (the board's editors): ONE conditional write of the card —
 * its lane and rank — on the condition that it is still in the lane the mover saw it in (else 409
 * `tasks.task_moved`, and the board reloads). Moves of different cards never conflict: each
 * writes its own card, and every view sorts by (rank, id), so all converge on one order.
 */
export async function moveTask(actor: Actor, deskId: string, body: MoveTaskBody): Promise<TaskCardView> {
  const { clientId, desk } = await deskToEdit(actor, deskId);
  if (!lanesOf(desk).some((lane) => lane._id === body.laneId)) throw new AppError("tasks.lane_not_found");
  const [card, rank] = await Promise.all([cardOn(desk, body.taskId), rankFor(desk, body)]);
  if (!card) throw new AppError("tasks.task_not_found");
  if (card.laneId !== body.fromLaneId) throw new AppError("tasks.task_moved");
  const updatedAt = new Date().toISOString();
  try {
    await db()
      .entities.taskCard.patch({ clientId, deskId, taskId: body.taskId })
      .set({ laneId: body.laneId, rank, updatedAt })
      .where((a, op) => op.eq(a.laneId, body.fromLaneId))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError("tasks.task_moved");
    throw error;
  }
  const view = toCardView({ ...card, laneId: body.laneId, rank, updatedAt }, desk);
  await pushToDesk(desk, { type: "taskTracker.card", deskId, card: view, by: actor.userId });
  return view;
}

/**
 * Moves cards to the end of a lane in their order (a deleted lane's cards), each on the condition
 * that it is still in `fromLaneId`. Answers the cards moved.
 */
export async function moveCardsToLaneEnd(
  desk: TaskDeskRecord,
  cards: TaskCardRecord[],
  fromLaneId: string,
  toLaneId: string,
): Promise<TaskCardRecord[]> {
  if (!cards.length) return [];
  const target = (await cardsOf(desk.clientId, desk.deskId)).filter((card) => card.laneId === toLaneId).sort(byRank);
  const ranks = ranksAfter(target.at(-1)?.rank ?? null, cards.length);
  const moved: TaskCardRecord[] = [];
  await mapLimited(
    [...cards].sort(byRank).map((card, index) => ({ card, rank: ranks[index]! })),
    10,
    async ({ card, rank }) => {
      try {
        await db()
          .entities.taskCard.patch({ clientId: card.clientId, deskId: card.deskId, taskId: card.taskId })
          .set({ laneId: toLaneId, rank })
          .where((a, op) => op.eq(a.laneId, fromLaneId))
          .go();
        moved.push({ ...card, laneId: toLaneId, rank });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  );
  return moved;
}
