import type { Actor } from "@intranet/contracts";
import { taskLimits, type LaneView } from "@intranet/contracts/taskTracker";
import { AppError, newId } from "../platform";
import type { TaskDeskRecord } from "./desk.entity";
import type { TaskCardRecord } from "./card.entity";
import { publish } from "./events";
import { pushToDesk } from "./live";
import { writeDesk } from "./desks";
import { moveCardsToLaneEnd } from "./moves";
import { cardsOf, deskToManage } from "./store";
import { lanesOf } from "./views";

/** A lane change: the board's managers, while it is active; one write on the revision read. */
async function changeLanes(
  actor: Actor,
  deskId: string,
  change: (lanes: LaneView[], desk: TaskDeskRecord) => LaneView[],
): Promise<{ desk: TaskDeskRecord; lanes: LaneView[] }> {
  const { desk } = await deskToManage(actor, deskId);
  if (desk.status === "finished") throw new AppError("tasks.desk_finished");
  const lanes = change(lanesOf(desk), desk);
  const next = await writeDesk(desk, { lanes });
  await pushToDesk(next, { type: "taskTracker.desk", deskId, by: actor.userId });
  return { desk: next, lanes };
}

const laneIn = (lanes: LaneView[], laneId: string) => {
  const lane = lanes.find((candidate) => candidate._id === laneId);
  if (!lane) throw new AppError("tasks.lane_not_found");
  return lane;
};

/** POST /api/task_tracker/{desk}/lane: a lane at the end. */
export async function addLane(actor: Actor, deskId: string, name: string): Promise<LaneView[]> {
  return (
    await changeLanes(actor, deskId, (lanes) => {
      if (lanes.length >= taskLimits.lanesMax) throw new AppError("tasks.too_many_lanes");
      return [...lanes, { _id: newId(), name }];
    })
  ).lanes;
}

/** PUT /api/task_tracker/{desk}/lane/{lane}. */
export async function renameLane(actor: Actor, deskId: string, laneId: string, name: string): Promise<LaneView[]> {
  return (
    await changeLanes(actor, deskId, (lanes) => {
      laneIn(lanes, laneId);
      return lanes.map((lane) => (lane._id === laneId ? { ...lane, name } : lane));
    })
  ).lanes;
}

/** PUT /api/task_tracker/{desk}/lanes: every lane, once, in the new order. */
export async function orderLanes(actor: Actor, deskId: string, order: string[]): Promise<LaneView[]> {
  return (
    await changeLanes(actor, deskId, (lanes) => {
      const ids = new Set(order);
      if (ids.size !== order.length || order.length !== lanes.length || lanes.some((lane) => !ids.has(lane._id)))
        throw new AppError("tasks.bad_lane_order");
      return order.map((laneId) => laneIn(lanes, laneId));
    })
  ).lanes;
}

/**
 * DELETE /api/task_tracker/{desk}/lane/{lane}: a lane with cards needs `moveTo`, where they go (at
 * its end, in their order), else 409 `tasks.lane_not_empty` and nothing changes. The board
 * loses the lane (one write on the revision read), then the lane's cards are read again and moved,
 * each on the condition that it is still in that lane: a card someone moved into it meanwhile goes
 * too, and none is left behind.
 */
export async function deleteLane(
  actor: Actor,
  deskId: string,
  laneId: string,
  moveTo: string | undefined,
): Promise<LaneView[]> {
  const { clientId, desk } = await deskToManage(actor, deskId);
  if (desk.status === "finished") throw new AppError("tasks.desk_finished");
  const lanes = lanesOf(desk);
  laneIn(lanes, laneId);
  if (lanes.length === 1) throw new AppError("tasks.last_lane");
  if (moveTo !== undefined && (moveTo === laneId || !lanes.some((lane) => lane._id === moveTo)))
    throw new AppError("tasks.lane_not_found");
  const inLane = (cards: TaskCardRecord[]) => cards.filter((card) => card.laneId === laneId);
  if (!moveTo && inLane(await cardsOf(clientId, deskId)).length) throw new AppError("tasks.lane_not_empty");
  const left = lanes.filter((lane) => lane._id !== laneId);
  const next = await writeDesk(desk, { lanes: left });
  const leaving = moveTo ? inLane(await cardsOf(clientId, deskId)) : [];
  const moved = moveTo ? await moveCardsToLaneEnd(next, leaving, laneId, moveTo) : [];
  await pushToDesk(next, { type: "taskTracker.desk", deskId, by: actor.userId });
  await publish(
    ...moved.map((card) => ({
      type: "task.changed" as const,
      tenantId: clientId,
      detail: { taskId: card.taskId, deskId },
    })),
  );
  return left;
}
