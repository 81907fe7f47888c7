import { Button, Icon, Tag } from "@blueprintjs/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { StepView } from "@intranet/contracts/adaptation";
import { useAdaptTranslation } from "../i18n";
import { kindIcons } from "../plan/StepTitle";

/** A step in the editor: its drag handle, kind, name, day and days to do it, edit and delete. */
export function StepCard({
  step,
  stageId,
  onEdit,
  onDelete,
}: {
  step: StepView;
  stageId: string;
  onEdit: () => void;
  /** None: the step cannot be deleted now (people are on the track). */
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useAdaptTranslation();
  const sortable = useSortable({ id: step._id, data: { type: "step", stageId } });
  const drag = t("scenario.dragStep", { name: step.name });
  return (
    <li
      ref={sortable.setNodeRef}
      className={`adapt-edit-step${sortable.isDragging ? " adapt-dragging" : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
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
      <div className="adapt-edit-step-main">
        <span className="adapt-step-title">
          <Icon icon={kindIcons[step.kind]} title={t(`kinds.${step.kind}`)} />
          <span className="adapt-step-name">{step.name}</span>
        </span>
        <span className="adapt-step-badges">
          <span>{t("scenario.day", { day: step.daysBeforeRun })}</span>
          <span>{t("scenario.days", { count: step.daysToComplete })}</span>
          {step.check ? <Tag minimal>{t("scenario.checked")}</Tag> : null}
        </span>
      </div>
      <Button
        variant="minimal"
        size="small"
        icon="edit"
        aria-label={t("scenario.editStep", { name: step.name })}
        title={t("scenario.editStep", { name: step.name })}
        onClick={onEdit}
      />
      {onDelete ? (
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          aria-label={t("scenario.deleteStep", { name: step.name })}
          title={t("scenario.deleteStep", { name: step.name })}
          onClick={onDelete}
        />
      ) : null}
    </li>
  );
}
