import {
  closestCenter,
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { StageView } from "@intranet/contracts/adaptation";
import { moveByKey } from "../../../ui/moveByKey";
import { useAdaptTranslation } from "../i18n";
import { StageColumn, type StageActions } from "./StageColumn";
import type { StepDrop } from "./scenarioMoves";

const isStage = (id: unknown) => String(id).startsWith("stage:");
const isDrop = (id: unknown) => String(id).startsWith("drop:");

/**
 * What a drag is over: a dragged stage looks at stages only; a dragged step at the steps of the
 * stage under the pointer (that stage's drop zone when it has none), else the nearest step by corners
 * (the keyboard has no pointer).
 */
const collisions: CollisionDetection = (args) => {
  if (isStage(args.active.id))
    return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => isStage(c.id)) });
  const steps = args.droppableContainers.filter((c) => !isStage(c.id));
  const zone = pointerWithin({ ...args, droppableContainers: steps.filter((c) => isDrop(c.id)) })[0];
  if (!zone) return closestCorners({ ...args, droppableContainers: steps.filter((c) => !isDrop(c.id)) });
  const stageId = String(zone.id).slice(5);
  const inStage = steps.filter((c) => !isDrop(c.id) && c.data.current?.stageId === stageId);
  const nearest = inStage.length ? closestCenter({ ...args, droppableContainers: inStage }) : [];
  return nearest.length ? nearest : [zone];
};

/**
 * A scenario's stages in order, each with its steps: stages dragged by their handle, steps dragged
 * within a stage or into another (mouse, touch, keyboard) with dnd-kit.
 */
export function StageBoard({
  stages,
  actions,
  onStageOrder,
  onStepDrop,
}: {
  stages: StageView[];
  actions: StageActions;
  onStageOrder: (order: string[]) => void;
  onStepDrop: (drop: StepDrop) => void;
}) {
  const { t } = useAdaptTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    if (isStage(active.id)) {
      const keyOf = (stage: StageView) => `stage:${stage._id}`;
      const order = moveByKey(stages, keyOf, String(active.id), String(over.id)).map((stage) => stage._id);
      if (order.join() !== stages.map((stage) => stage._id).join()) onStageOrder(order);
      return;
    }
    const overId = String(over.id);
    if (isDrop(overId)) onStepDrop({ stepId: String(active.id), stageId: overId.slice(5), beforeId: null });
    else {
      const stageId = over.data.current?.stageId as string | undefined;
      if (stageId) onStepDrop({ stepId: String(active.id), stageId, beforeId: overId });
    }
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t("scenario.dragHelp") } }}
    >
      <SortableContext items={stages.map((stage) => `stage:${stage._id}`)} strategy={verticalListSortingStrategy}>
        <ol className="adapt-edit-stages" aria-label={t("scenario.stages")}>
          {stages.map((stage) => (
            <StageColumn key={stage._id} stage={stage} actions={actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
