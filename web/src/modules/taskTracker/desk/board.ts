import type { DeskView, LaneView, TaskCardView } from "@intranet/contracts/taskTracker";

/** Cards in a lane's order: by rank, then by id (the server's order). */
export const byRank = (a: TaskCardView, b: TaskCardView) =>
  a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/** A move the server has not answered yet: the lane the card goes to, with that lane's cards in their new order. */
export interface PendingMove {
  taskId: string;
  laneId: string;
  ids: string[];
}

/**
 * Each lane's cards as the board shows them: sorted by (rank, _id), with a move still in flight
 * already in its place (the cached board itself is untouched, so a refusal only drops the move).
 */
export function laneCards(desk: Pick<DeskView, "lanes" | "cards">, pending: PendingMove | null) {
  const lanes = new Map<string, TaskCardView[]>(desk.lanes.map((lane) => [lane._id, []]));
  const byId = new Map(desk.cards.map((card) => [card._id, card]));
  for (const card of [...desk.cards].sort(byRank)) {
    if (pending && (card._id === pending.taskId || card.laneId === pending.laneId)) continue;
    lanes.get(card.laneId)?.push(card);
  }
  if (pending && lanes.has(pending.laneId)) {
    lanes.set(
      pending.laneId,
      pending.ids.flatMap((id) => {
        const card = byId.get(id);
        return card ? [{ ...card, laneId: pending.laneId }] : [];
      }),
    );
  }
  return lanes;
}

/** Where a card goes: its lane and the ids of that lane's cards (as seen) in their new order. */
export interface MoveTarget {
  taskId: string;
  fromLaneId: string;
  laneId: string;
  ids: string[];
}

/**
 * The move a drop makes: `over` is a card (the dragged card takes its place) or a lane (the card
 * goes to its end). Null when nothing changes.
 */
export function dropTarget(
  lanes: Map<string, TaskCardView[]>,
  activeId: string,
  over: { card?: string; lane?: string },
): MoveTarget | null {
  let from: string | null = null;
  for (const [laneId, cards] of lanes) if (cards.some((card) => card._id === activeId)) from = laneId;
  if (!from) return null;
  let to: string | null = over.lane ?? null;
  if (over.card) for (const [laneId, cards] of lanes) if (cards.some((card) => card._id === over.card)) to = laneId;
  if (!to) return null;
  const source = lanes.get(from)!.map((card) => card._id);
  if (from === to) {
    if (!over.card || over.card === activeId) return null;
    const ids = source.filter((id) => id !== activeId);
    const overIndex = source.indexOf(over.card);
    const activeIndex = source.indexOf(activeId);
    // Dragged down, it goes below the card it is over; dragged up, above it (dnd-kit's arrayMove).
    ids.splice(overIndex > activeIndex ? ids.indexOf(over.card) + 1 : ids.indexOf(over.card), 0, activeId);
    return { taskId: activeId, fromLaneId: from, laneId: to, ids };
  }
  const target = lanes.get(to)!.map((card) => card._id);
  const at = over.card ? target.indexOf(over.card) : target.length;
  target.splice(at < 0 ? target.length : at, 0, activeId);
  return { taskId: activeId, fromLaneId: from, laneId: to, ids: target };
}

/** A card moved one place up or down in its lane (the menu's keyboard alternative to dragging). */
export function stepTarget(lanes: Map<string, TaskCardView[]>, card: TaskCardView, step: -1 | 1): MoveTarget | null {
  const ids = (lanes.get(card.laneId) ?? []).map((other) => other._id);
  const index = ids.indexOf(card._id);
  const next = index + step;
  if (index < 0 || next < 0 || next >= ids.length) return null;
  ids.splice(index, 1);
  ids.splice(next, 0, card._id);
  return { taskId: card._id, fromLaneId: card.laneId, laneId: card.laneId, ids };
}

/** A card sent to the top of another lane ("Move to…"). */
export function laneTarget(lanes: Map<string, TaskCardView[]>, card: TaskCardView, laneId: string): MoveTarget {
  const ids = (lanes.get(laneId) ?? []).map((other) => other._id).filter((id) => id !== card._id);
  return { taskId: card._id, fromLaneId: card.laneId, laneId, ids: [card._id, ...ids] };
}

/** The move call's neighbours: the cards above and below the moved one, null at the ends. */
export function neighbours(target: MoveTarget) {
  const index = target.ids.indexOf(target.taskId);
  return { afterId: target.ids[index - 1] ?? null, beforeId: target.ids[index + 1] ?? null };
}

/** A card put into the cached board (added, changed or moved). */
export function upsertCard<T extends Pick<DeskView, "cards">>(desk: T, card: TaskCardView): T {
  const cards = desk.cards.some((other) => other._id === card._id)
    ? desk.cards.map((other) => (other._id === card._id ? card : other))
    : [...desk.cards, card];
  return { ...desk, cards };
}

export function removeCard<T extends Pick<DeskView, "cards">>(desk: T, taskId: string): T {
  return { ...desk, cards: desk.cards.filter((card) => card._id !== taskId) };
}

/** A lane's name by id ("" for a lane the board no longer has). */
export const laneName = (lanes: readonly LaneView[], id: string) => lanes.find((lane) => lane._id === id)?.name ?? "";

/** Today as a calendar day (YYYY-MM-DD) in the reader's zone. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A card is overdue when its due day has passed and it is not finished. */
export const isOverdue = (card: Pick<TaskCardView, "due" | "finished">, day = today()) =>
  !card.finished && !!card.due && card.due.slice(0, 10) < day;

/** The board's filters, shared by the kanban and the table. */
export interface CardFilters {
  mine: boolean;
  overdue: boolean;
  tag: string | null;
  performer: string | null;
  text: string;
}

export const noFilters: CardFilters = { mine: false, overdue: false, tag: null, performer: null, text: "" };

export const filtersActive = (filters: CardFilters) =>
  filters.mine || filters.overdue || !!filters.tag || !!filters.performer || !!filters.text.trim();

/** Whether a card passes the filters ("mine": I perform it, help perform it, or observe it). */
export function passes(card: TaskCardView, filters: CardFilters, me: string, day = today()): boolean {
  if (filters.mine && card.performerId !== me && !card.coPerformerIds.includes(me) && !card.observerIds.includes(me))
    return false;
  if (filters.overdue && !isOverdue(card, day)) return false;
  if (filters.tag && !card.tags.includes(filters.tag)) return false;
  if (filters.performer && card.performerId !== filters.performer) return false;
  const text = filters.text.trim().toLowerCase();
  if (text && !card.name.toLowerCase().includes(text)) return false;
  return true;
}

/** A task's card fields (what the board keeps of a task the API answered). */
export function cardOf(task: TaskCardView): TaskCardView {
  const {
    _id,
    deskId,
    laneId,
    rank,
    name,
    authorId,
    performerId,
    coPerformerIds,
    observerIds,
    start,
    due,
    plannedHours,
    actualHours,
    priority,
    colour,
    border,
    tags,
    checklist,
    comments,
    files,
    finished,
    finishedAt,
    createdAt,
    updatedAt,
    revision,
  } = task;
  return {
    _id,
    deskId,
    laneId,
    rank,
    name,
    authorId,
    performerId,
    coPerformerIds,
    observerIds,
    start,
    due,
    plannedHours,
    actualHours,
    priority,
    colour,
    border,
    tags,
    checklist,
    comments,
    files,
    finished,
    finishedAt,
    createdAt,
    updatedAt,
    revision,
  };
}
