import { Button, Icon, Menu, MenuItem } from "@blueprintjs/core";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { StageView, StepView } from "@intranet/contracts/adaptation";
import { ClickPopover } from "../../../ui/ClickPopover";
import { useAdaptTranslation } from "../i18n";
import { StepCard } from "./StepCard";

export interface StageActions {
  rename: (stage: StageView) => void;
  remove: (stage: StageView) => void;
  addStep: (stage: StageView) => void;
  editStep: (step: StepView) => void;
  /** None while people are on the track: a step cannot be deleted then (rules spec §5). */
  deleteStep?: ((step: StepView) => void) | undefined;
}

/** A stage of the scenario: dragged by its handle; its steps dragged within it or into another stage. */
export function StageColumn({ stage, actions }: { stage: StageView; actions: StageActions }) {
  const { t } = useAdaptTranslation();
  const sortable = useSortable({ id: `stage:${stage._id}`, data: { type: "stage" } });
  const drop = useDroppable({ id: `drop:${stage._id}`, data: { type: "drop", stageId: stage._id } });
  const headingId = `adapt-edit-stage-${stage._id}`;
  const drag = t("scenario.dragStage", { name: stage.name });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`adapt-edit-stage${sortable.isDragging ? " adapt-dragging" : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <header className="adapt-edit-stage-head">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          className="adapt-handle bp6-button bp6-minimal"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={drag}
          title={drag}
        >
          <Icon icon="drag-handle-vertical" />
        </button>
        <h3 id={headingId} className="adapt-stage-title">
          {stage.name}
        </h3>
        <ClickPopover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="edit" text={t("scenario.renameStage")} onClick={() => actions.rename(stage)} />
              <MenuItem
                icon="trash"
                intent="danger"
                text={t("scenario.deleteStage")}
                onClick={() => actions.remove(stage)}
              />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={t("scenario.stageActions", { name: stage.name })}
            title={t("scenario.stageActions", { name: stage.name })}
          />
        </ClickPopover>
      </header>
      <div ref={drop.setNodeRef} className={`adapt-drop${drop.isOver ? " adapt-drop-over" : ""}`}>
        <SortableContext items={stage.steps.map((step) => step._id)} strategy={verticalListSortingStrategy}>
          <ul className="adapt-edit-steps" aria-labelledby={headingId}>
            {stage.steps.map((step) => (
              <StepCard
                key={step._id}
                step={step}
                stageId={stage._id}
                onEdit={() => actions.editStep(step)}
                onDelete={actions.deleteStep ? () => actions.deleteStep?.(step) : undefined}
              />
            ))}
          </ul>
        </SortableContext>
        {stage.steps.length ? null : <p className="adapt-muted adapt-none">{t("empty.stage")}</p>}
      </div>
      <Button
        icon="plus"
        variant="minimal"
        size="small"
        text={t("scenario.addStep")}
        onClick={() => actions.addStep(stage)}
      />
    </li>
  );
}
