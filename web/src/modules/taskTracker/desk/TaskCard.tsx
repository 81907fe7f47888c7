import { Button, Icon, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { TaskCardView } from "@intranet/contracts/taskTracker";
import type { ReactNode } from "react";
import { useDays } from "../../../shared/useDateTime";
import { ClickPopover } from "../../../ui/ClickPopover";
import { useTrackerTranslation } from "../i18n";
import { PriorityTag } from "../PriorityTag";
import { usePeopleInitials } from "../usePeopleNames";
import { useShellData } from "../../../shell/useShellData";
import { isOverdue } from "./board";

export interface CardActions {
  open: (taskId: string) => void;
  step: (card: TaskCardView, step: -1 | 1) => void;
  moveTo: (card: TaskCardView) => void;
}

/** What a card shows: name, priority, due (red when overdue), checklist, comments, files, performer. */
export function CardBody({
  card,
  nameOf,
  handle,
  menu,
  onOpen,
}: {
  card: TaskCardView;
  nameOf: (id: string) => string;
  handle?: ReactNode;
  menu?: ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTrackerTranslation();
  const { client } = useShellData();
  const initialsOf = usePeopleInitials(client?._id ?? "");
  const days = useDays();
  const overdue = isOverdue(card);
  const due = card.due ? days.dayMonth(card.due.slice(0, 10)) : null;
  return (
    <>
      <div className="tt-card-head">
        {handle}
        <button type="button" className="tt-card-name" onClick={onOpen}>
          {card.name}
        </button>
        {menu}
      </div>
      <div className="tt-card-meta">
        <PriorityTag priority={card.priority} hideNormal />
        {card.finished ? (
          <span className="tt-card-finished">
            <Icon icon="tick-circle" size={12} aria-hidden /> {t("cards.finished")}
          </span>
        ) : null}
        {due ? (
          <span className={overdue ? "tt-overdue" : undefined}>
            <Icon icon="time" size={12} aria-hidden />{" "}
            {overdue ? t("cards.overdue", { date: due }) : t("cards.due", { date: due })}
          </span>
        ) : null}
        {card.checklist.total ? (
          <span
            title={t("cards.checklist", card.checklist)}
            aria-label={t("cards.checklist", card.checklist)}
            className={card.checklist.done === card.checklist.total ? "tt-card-done" : undefined}
          >
            <Icon icon="tick" size={12} aria-hidden /> {card.checklist.done}/{card.checklist.total}
          </span>
        ) : null}
        {card.comments ? (
          <span
            title={t("cards.comments", { count: card.comments })}
            aria-label={t("cards.comments", { count: card.comments })}
          >
            <Icon icon="comment" size={12} aria-hidden /> {card.comments}
          </span>
        ) : null}
        {card.files ? (
          <span title={t("cards.files", { count: card.files })} aria-label={t("cards.files", { count: card.files })}>
            <Icon icon="paperclip" size={12} aria-hidden /> {card.files}
          </span>
        ) : null}
      </div>
      {card.performerId ? (
        <div className="tt-card-performer" title={t("cards.performer", { name: nameOf(card.performerId) })}>
          <span className="tt-initials" aria-hidden>
            {initialsOf(card.performerId)}
          </span>
          <span className="tt-card-performer-name">{nameOf(card.performerId)}</span>
        </div>
      ) : null}
    </>
  );
}

/** A card on the kanban: dragged by its handle (mouse, finger or keyboard), opened by its name, moved from its menu. */
export function TaskCard({
  card,
  index,
  count,
  laneCount,
  readOnly,
  nameOf,
  actions,
}: {
  card: TaskCardView;
  index: number;
  count: number;
  laneCount: number;
  readOnly: boolean;
  nameOf: (id: string) => string;
  actions: CardActions;
}) {
  const { t } = useTrackerTranslation();
  const sortable = useSortable({ id: card._id, disabled: readOnly, data: { laneId: card.laneId } });
  const handle = readOnly ? undefined : (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className="tt-card-handle bp6-button bp6-minimal bp6-small"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={t("cards.drag", { name: card.name })}
      title={t("cards.drag", { name: card.name })}
    >
      <Icon icon="drag-handle-vertical" />
    </button>
  );
  const menu = readOnly ? undefined : (
    <ClickPopover
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem icon="eye-open" text={t("cards.open")} onClick={() => actions.open(card._id)} />
          <MenuDivider />
          <MenuItem
            icon="arrow-up"
            text={t("cards.moveUp")}
            disabled={index === 0}
            onClick={() => actions.step(card, -1)}
          />
          <MenuItem
            icon="arrow-down"
            text={t("cards.moveDown")}
            disabled={index >= count - 1}
            onClick={() => actions.step(card, 1)}
          />
          <MenuItem
            icon="exchange"
            text={t("cards.moveTo")}
            disabled={laneCount < 2}
            onClick={() => actions.moveTo(card)}
          />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        size="small"
        icon="more"
        aria-label={t("cards.menu", { name: card.name })}
        title={t("cards.menu", { name: card.name })}
      />
    </ClickPopover>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      data-task={card._id}
      className={`tt-card tt-colour-${card.colour} tt-border-${card.border}${sortable.isDragging ? " tt-card-dragging" : ""}${card.finished ? " tt-card-is-finished" : ""}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <CardBody card={card} nameOf={nameOf} handle={handle} menu={menu} onOpen={() => actions.open(card._id)} />
    </li>
  );
}
