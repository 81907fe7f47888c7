import { Button, InputGroup, Menu, MenuItem } from "@blueprintjs/core";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { taskLimits, type DeskView, type LaneView, type TaskCardView } from "@intranet/contracts/taskTracker";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { usePlural } from "../../../i18n/usePlural";
import { ClickPopover } from "../../../ui/ClickPopover";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { cardOf, upsertCard } from "./board";
import { TaskCard, type CardActions } from "./TaskCard";

export interface LaneActions {
  rename: (lane: LaneView) => void;
  shift: (lane: LaneView, step: -1 | 1) => void;
  remove: (lane: LaneView) => void;
}

/** One lane of the kanban: its name and count, its menu (managers), the quick add (editors) and its cards. */
export function Lane({
  deskId,
  lane,
  index,
  laneCount,
  cards,
  filtered,
  canEdit,
  canManage,
  nameOf,
  cardActions,
  laneActions,
}: {
  deskId: string;
  lane: LaneView;
  index: number;
  laneCount: number;
  cards: TaskCardView[];
  filtered: boolean;
  canEdit: boolean;
  canManage: boolean;
  nameOf: (id: string) => string;
  cardActions: CardActions;
  laneActions: LaneActions;
}) {
  const { t } = useTrackerTranslation();
  const plural = usePlural();
  const droppable = useDroppable({ id: `lane:${lane._id}`, data: { laneId: lane._id }, disabled: !canEdit });
  const headingId = `tt-lane-${lane._id}`;
  return (
    <section
      ref={droppable.setNodeRef}
      className={`tt-lane${droppable.isOver ? " tt-lane-over" : ""}`}
      aria-labelledby={headingId}
    >
      <header className="tt-lane-head">
        <h2 id={headingId} className="tt-lane-name">
          {lane.name}
        </h2>
        <span className="tt-lane-count">{t(`lanes.count_${plural(cards.length)}`, { count: cards.length })}</span>
        {canManage ? (
          <ClickPopover
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon="edit" text={t("lanes.rename")} onClick={() => laneActions.rename(lane)} />
                <MenuItem
                  icon="arrow-left"
                  text={t("lanes.moveLeft")}
                  disabled={index === 0}
                  onClick={() => laneActions.shift(lane, -1)}
                />
                <MenuItem
                  icon="arrow-right"
                  text={t("lanes.moveRight")}
                  disabled={index >= laneCount - 1}
                  onClick={() => laneActions.shift(lane, 1)}
                />
                <MenuItem
                  icon="trash"
                  intent="danger"
                  text={t("lanes.delete")}
                  disabled={laneCount <= 1}
                  title={laneCount <= 1 ? t("lanes.lastLane") : undefined}
                  onClick={() => laneActions.remove(lane)}
                />
              </Menu>
            }
          >
            <Button
              variant="minimal"
              size="small"
              icon="more"
              aria-label={t("lanes.menu", { name: lane.name })}
              title={t("lanes.menu", { name: lane.name })}
            />
          </ClickPopover>
        ) : null}
      </header>
      {canEdit ? <QuickAdd deskId={deskId} lane={lane} /> : null}
      <SortableContext items={cards.map((card) => card._id)} strategy={verticalListSortingStrategy}>
        <ol className="tt-lane-cards" aria-label={lane.name}>
          {cards.map((card, at) => (
            <TaskCard
              key={card._id}
              card={card}
              index={at}
              count={cards.length}
              laneCount={laneCount}
              readOnly={!canEdit}
              nameOf={nameOf}
              actions={cardActions}
            />
          ))}
        </ol>
      </SortableContext>
      {cards.length ? null : (
        <p className="tt-lane-empty tt-muted">{filtered ? t("empty.laneFiltered") : t("empty.lane")}</p>
      )}
    </section>
  );
}

/** A task added by name at the top of the lane (PUT …/{lane}/add_task); the rest is set in its drawer. */
function QuickAdd({ deskId, lane }: { deskId: string; lane: LaneView }) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [saving, setSaving] = useState(false);
  const label = t("cards.quickAdd", { lane: lane.name });
  if (!open)
    return (
      <Button
        variant="minimal"
        icon="plus"
        className="tt-quick-add-open"
        text={t("cards.add")}
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      />
    );
  const add = async () => {
    if (!name.trim()) return;
    setSaving(true);
    try {
      const task = await trackerApi.addTask(deskId, lane._id, { name: name.trim() });
      queryClient.setQueryData<DeskView>(trackerKeys.desk(deskId), (desk) =>
        desk ? upsertCard(desk, cardOf(task)) : desk,
      );
      setName("");
    } catch (error) {
      void showToast(`${t("cards.addFailed")}: ${errorText(t, error)}`, "danger");
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="tt-quick-add"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <InputGroup
        aria-label={t("cards.quickAddName")}
        placeholder={t("cards.quickAddName")}
        value={name}
        maxLength={taskLimits.nameMax}
        autoFocus
        onValueChange={setName}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      />
      <Button type="submit" intent="primary" icon="plus" loading={saving} text={t("cards.add")} />
      <Button variant="minimal" icon="cross" aria-label={t("ui:common.cancel")} onClick={() => setOpen(false)} />
    </form>
  );
}
