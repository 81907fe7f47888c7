import type { Actor } from "@intranet/contracts";
import type { Grant } from "@intranet/contracts/audiences";
import type {
  ChecklistItemView,
  DeskSummary,
  DeskView,
  LaneView,
  TaskCardView,
  TaskFileView,
  TaskView,
} from "@intranet/contracts/taskTracker";
import { deskCan, type DeskPlace } from "./access";
import type { TaskBodyRecord } from "./body.entity";
import type { TaskCardRecord } from "./card.entity";
import type { TaskDeskRecord } from "./desk.entity";

export const lanesOf = (desk: Pick<TaskDeskRecord, "lanes">) => desk.lanes as LaneView[];

/** Cards in board order: by rank, then by id (two cards given the same rank at once still have one order). */
export const byRank = (a: Pick<TaskCardRecord, "rank" | "taskId">, b: Pick<TaskCardRecord, "rank" | "taskId">) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;

export function toDeskSummary(
  desk: TaskDeskRecord,
  place: DeskPlace,
  member: boolean,
  favourite: boolean,
): DeskSummary {
  return {
    _id: desk.deskId,
    client_id: desk.clientId,
    name: desk.name,
    // An outsider sees a closed board's name in the list, not what it is about.
    description: place === "outsider" || place === "none" ? "" : desk.description,
    type: desk.type,
    status: desk.status,
    ownerId: desk.ownerId,
    projectId: desk.projectId ?? null,
    role: place === "none" ? "outsider" : place,
    member,
    favourite,
    createdAt: desk.createdAt,
    updatedAt: desk.updatedAt,
  };
}

/** A card as the board shows it: a finished board's cards are all finished (since the board's finish). */
export function toCardView(card: TaskCardRecord, desk: Pick<TaskDeskRecord, "status" | "finishedAt">): TaskCardView {
  const boardFinished = desk.status === "finished";
  return {
    _id: card.taskId,
    deskId: card.deskId,
    laneId: card.laneId,
    rank: card.rank,
    name: card.name,
    authorId: card.authorId,
    performerId: card.performerId ?? null,
    coPerformerIds: card.coPerformerIds,
    observerIds: card.observerIds,
    start: card.start ?? null,
    due: card.due ?? null,
    plannedHours: card.plannedHours ?? null,
    actualHours: card.actualHours ?? null,
    priority: card.priority,
    colour: card.colour,
    border: card.border,
    tags: card.tags,
    checklist: { done: card.checkDone, total: card.checkTotal },
    comments: card.comments ?? 0,
    files: card.files,
    finished: card.finished || boardFinished,
    finishedAt: card.finishedAt ?? (boardFinished ? (desk.finishedAt ?? null) : null),
    createdAt: card.createdAt,
    updatedAt: card.updatedAt,
    revision: card.revision,
  };
}

export function toDeskView(
  desk: TaskDeskRecord,
  place: DeskPlace,
  cards: TaskCardRecord[],
  flags: { member: boolean; favourite: boolean },
): DeskView {
  const lanes = lanesOf(desk);
  const first = lanes[0]?._id;
  const known = new Set(lanes.map((lane) => lane._id));
  return {
    ...toDeskSummary(desk, place, flags.member, flags.favourite),
    admins: desk.admins,
    grants: desk.grants as Grant[],
    lanes,
    // A card left in a lane deleted at the same moment shows in the first lane rather than nowhere.
    cards: [...cards]
      .sort(byRank)
      .map((card) => toCardView(known.has(card.laneId) || !first ? card : { ...card, laneId: first }, desk)),
    finishedAt: desk.finishedAt ?? null,
    revision: desk.revision,
    can: deskCan(place, desk),
  };
}

export function toTaskView(
  actor: Actor,
  desk: TaskDeskRecord,
  place: DeskPlace,
  card: TaskCardRecord,
  body: TaskBodyRecord | undefined,
): TaskView {
  const can = deskCan(place, desk);
  return {
    ...toCardView(card, desk),
    deskName: desk.name,
    laneName: lanesOf(desk).find((lane) => lane._id === card.laneId)?.name ?? "",
    description: body?.description ?? "",
    checklistItems: (body?.checklist as ChecklistItemView[] | undefined) ?? [],
    fileList: (body?.files as TaskFileView[] | undefined) ?? [],
    can: { ...can, delete: can.edit || (card.authorId === actor.userId && desk.status === "active" && can.view) },
  };
}
