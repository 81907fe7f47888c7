import { Button } from "@blueprintjs/core";
import {
  closestCenter,
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { DeskView, LaneView, TaskCardView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { dropTarget, laneName, laneTarget, stepTarget } from "./board";
import { Lane } from "./Lane";
import { DeleteLaneDialog, LaneNameDialog, MoveToDialog } from "./LaneDialogs";
import { CardBody, type CardActions } from "./TaskCard";
import type { Moves } from "./useMoves";

/**
 * What a pointer drag is over: the card of the lane under the pointer nearest to the dragged card,
 * or that lane itself when it shows no card (dropped at its end); a keyboard drag (no pointer) goes
 * by the cards' corners.
 */
const cardsFirst: CollisionDetection = (args) => {
  const lane = pointerWithin(args).find((collision) => String(collision.id).startsWith("lane:"));
  if (!lane) return closestCorners(args);
  const laneId = String(lane.id).slice(5);
  const cards = args.droppableContainers.filter(
    (container) => container.data.current?.laneId === laneId && !String(container.id).startsWith("lane:"),
  );
  const nearest = cards.length ? closestCenter({ ...args, droppableContainers: cards }) : [];
  return nearest.length ? nearest : [lane];
};

/** Where a drag is over: a card (its id) or a lane (`lane:<id>`). */
const overOf = (id: string) => (id.startsWith("lane:") ? { lane: id.slice(5) } : { card: id });

/**
 * The kanban: lanes side by side (scrolling sideways; on a phone each lane snaps into view), cards
 * dragged with dnd-kit (mouse, touch, keyboard) or moved from their menu; lanes managed by the
 * board's admins.
 */
export function Kanban({
  desk,
  lanes,
  filtered,
  canEdit,
  canManage,
  nameOf,
  moves,
  onOpen,
}: {
  desk: DeskView;
  /** Each lane's cards as shown (filtered). */
  lanes: Map<string, TaskCardView[]>;
  filtered: boolean;
  canEdit: boolean;
  canManage: boolean;
  nameOf: (id: string) => string;
  moves: Moves;
  onOpen: (taskId: string) => void;
}) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const [dragged, setDragged] = useState<TaskCardView | null>(null);
  const [movingTo, setMovingTo] = useState<TaskCardView | null>(null);
  const [naming, setNaming] = useState<LaneView | "new" | null>(null);
  const [deleting, setDeleting] = useState<LaneView | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const cardById = (id: string) => desk.cards.find((card) => card._id === id);
  const nameOfTarget = (id: string) => {
    const over = overOf(id);
    return over.lane ? laneName(desk.lanes, over.lane) : (cardById(over.card!)?.name ?? "");
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("cards.dragStarted", { name: cardById(String(active.id))?.name }),
    onDragOver: ({ active, over }) =>
      over
        ? t(String(over.id).startsWith("lane:") ? "cards.dragOverLane" : "cards.dragOver", {
            name: cardById(String(active.id))?.name,
            over: nameOfTarget(String(over.id)),
          })
        : undefined,
    onDragEnd: ({ active }) => t("cards.dragEnd", { name: cardById(String(active.id))?.name }),
    onDragCancel: ({ active }) => t("cards.dragCancel", { name: cardById(String(active.id))?.name }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragged(cardById(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const target = dropTarget(lanes, String(active.id), overOf(String(over.id)));
    if (target) moves.move(target);
  };

  const cardActions: CardActions = {
    open: onOpen,
    step: (card, step) => {
      const target = stepTarget(lanes, card, step);
      if (target) moves.move(target);
    },
    moveTo: setMovingTo,
  };

  const setLanes = (next: LaneView[]) =>
    queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
      current ? { ...current, lanes: next } : current,
    );
  const laneActions = {
    rename: (lane: LaneView) => setNaming(lane),
    remove: (lane: LaneView) => setDeleting(lane),
    shift: async (lane: LaneView, step: -1 | 1) => {
      const order = desk.lanes.map((other) => other._id);
      const at = order.indexOf(lane._id);
      order.splice(at, 1);
      order.splice(at + step, 0, lane._id);
      try {
        setLanes(await trackerApi.orderLanes(desk._id, order));
      } catch (error) {
        void showToast(`${t("lanes.failed")}: ${errorText(t, error)}`, "danger");
      }
    },
  };

  const asking = moves.asking;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={cardsFirst}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("cards.dragHelp") } }}
      >
        <div className="tt-lanes" role="group" aria-label={t("lanes.label")}>
          {desk.lanes.map((lane, index) => (
            <Lane
              key={lane._id}
              deskId={desk._id}
              lane={lane}
              index={index}
              laneCount={desk.lanes.length}
              cards={lanes.get(lane._id) ?? []}
              filtered={filtered}
              canEdit={canEdit}
              canManage={canManage}
              nameOf={nameOf}
              cardActions={cardActions}
              laneActions={{ ...laneActions, shift: (lane, step) => void laneActions.shift(lane, step) }}
            />
          ))}
          {canManage ? (
            <div className="tt-lane tt-lane-add">
              <Button icon="plus" variant="minimal" text={t("lanes.add")} onClick={() => setNaming("new")} />
            </div>
          ) : null}
        </div>
        <DragOverlay>
          {dragged ? (
            <div className={`tt-card tt-card-overlay tt-colour-${dragged.colour} tt-border-${dragged.border}`}>
              <CardBody card={dragged} nameOf={nameOf} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ConfirmDialog
        open={!!asking}
        intent="primary"
        text={
          asking
            ? t("cards.confirmMove", {
                name: cardById(asking.taskId)?.name ?? "",
                lane: laneName(desk.lanes, asking.laneId),
              })
            : ""
        }
        confirmText={t("cards.move")}
        onConfirm={moves.confirm}
        onClose={moves.cancel}
      />
      {movingTo ? (
        <MoveToDialog
          name={movingTo.name}
          laneId={movingTo.laneId}
          lanes={desk.lanes}
          onMove={(laneId) => moves.moveNow(laneTarget(lanes, movingTo, laneId))}
          onClose={() => setMovingTo(null)}
        />
      ) : null}
      {naming ? (
        <LaneNameDialog
          lane={naming === "new" ? null : naming}
          onSave={async (name) => {
            setLanes(
              naming === "new"
                ? await trackerApi.addLane(desk._id, name)
                : await trackerApi.renameLane(desk._id, naming._id, name),
            );
          }}
          onClose={() => setNaming(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteLaneDialog
          lane={deleting}
          lanes={desk.lanes}
          taskCount={desk.cards.filter((card) => card.laneId === deleting._id).length}
          onDelete={async (moveTo) => {
            setLanes(await trackerApi.deleteLane(desk._id, deleting._id, moveTo));
            // Its tasks went to another lane: the board is read again to show them there.
            if (moveTo) void queryClient.invalidateQueries({ queryKey: trackerKeys.desk(desk._id) });
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
