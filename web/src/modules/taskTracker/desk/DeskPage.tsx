import { Button, ButtonGroup, Callout, NonIdealState, Tag } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import type { DeskSummary, DeskView } from "@intranet/contracts/taskTracker";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { errorText } from "../../../i18n/errorText";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { showToast } from "../../../ui/toast";
import { trackerApi, trackerKeys } from "../api";
import { useTrackerTranslation } from "../i18n";
import { DeskFormDialog } from "../list/DeskFormDialog";
import { trackerPath } from "../paths";
import { TaskDrawer } from "../task/TaskDrawer";
import { usePeopleNames } from "../usePeopleNames";
import { filtersActive, laneCards, noFilters, passes, type CardFilters } from "./board";
import { Filters } from "./Filters";
import { Kanban } from "./Kanban";
import { TableView } from "./TableView";
import { useDeskLive } from "./useDeskLive";
import { useMoves } from "./useMoves";

/** /desk/{id}: one board, as a kanban or a table (`?view=table`), live; `?task=<id>` opens a task's drawer. */
export function DeskPage({ id, me, client }: { id: string; me: UserView; client: string }) {
  const { t } = useTrackerTranslation();
  const desk = useQuery({ queryKey: trackerKeys.desk(id), queryFn: () => trackerApi.desk(id) });
  useDeskLive(id);
  if (!desk.data)
    return (
      <div className="tt tt-desk-page">
        <Link to={trackerPath} className="tt-back">
          ← {t("desk.back")}
        </Link>
        {desk.isPending ? (
          <QueryState query={desk} errorTitle={t("desk.notFound")} />
        ) : (
          <NonIdealState icon="lock" title={t("desk.notFound")} description={errorText(t, desk.error)} />
        )}
      </div>
    );
  return <Desk desk={desk.data} me={me} client={client} />;
}

function Desk({ desk, me, client }: { desk: DeskView; me: UserView; client: string }) {
  const { t } = useTrackerTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<CardFilters>(noFilters);
  const [settings, setSettings] = useState(false);
  const [stateChange, setStateChange] = useState<"finish" | "restore" | null>(null);
  const nameOf = usePeopleNames(client);
  const moves = useMoves(desk);
  const projects = useQuery({
    queryKey: trackerKeys.projects,
    queryFn: () => trackerApi.projects(),
    enabled: settings,
  });
  const view = params.get("view") === "table" ? "table" : "kanban";
  const taskId = params.get("task");
  const finished = desk.status === "finished";
  const canEdit = desk.can.edit && !finished;
  const canManage = desk.can.manage && !finished;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === "view" },
    );

  const lanes = useMemo(() => {
    const all = laneCards(desk, moves.pending);
    const shown = new Map<string, typeof desk.cards>();
    for (const [laneId, cards] of all)
      shown.set(
        laneId,
        cards.filter((card) => passes(card, filters, me._id)),
      );
    return shown;
  }, [desk, moves.pending, filters, me._id]);
  const shownCards = [...lanes.values()].flat();
  const filtered = filtersActive(filters);

  const setDesk = (summary: DeskSummary & { finishedAt: string | null; revision: number }) =>
    queryClient.setQueryData<DeskView>(trackerKeys.desk(desk._id), (current) =>
      current ? { ...current, ...summary } : current,
    );
  const favourite = async () => {
    try {
      setDesk({
        ...(await trackerApi.favourite(desk._id, !desk.favourite)),
        finishedAt: desk.finishedAt,
        revision: desk.revision,
      });
      void queryClient.invalidateQueries({ queryKey: trackerKeys.desks(client) });
    } catch (error) {
      void showToast(`${t("list.favouriteFailed")}: ${errorText(t, error)}`, "danger");
    }
  };
  const changeState = async (change: "finish" | "restore") => {
    setStateChange(null);
    try {
      const answer = change === "finish" ? await trackerApi.finish(desk._id) : await trackerApi.restore(desk._id);
      setDesk(answer.desk);
      void showToast(
        answer.pending
          ? `${t(change === "finish" ? "desk.finished" : "desk.restored")}. ${t("desk.pending")}`
          : t(change === "finish" ? "desk.finished" : "desk.restored"),
      );
      void queryClient.invalidateQueries({ queryKey: trackerKeys.desk(desk._id) });
      void queryClient.invalidateQueries({ queryKey: trackerKeys.desks(client) });
    } catch (error) {
      void showToast(`${t("desk.stateFailed")}: ${errorText(t, error)}`, "danger");
    }
  };

  return (
    <div className="tt tt-desk-page">
      <Link to={trackerPath} className="tt-back">
        ← {t("desk.back")}
      </Link>
      <header className="tt-desk-header">
        <div className="tt-desk-heading">
          <div className="tt-title">
            <h1 className="tt-title-text">{desk.name}</h1>
            <Button
              variant="minimal"
              icon={desk.favourite ? "star" : "star-empty"}
              className={desk.favourite ? "tt-star tt-star-on" : "tt-star"}
              aria-pressed={desk.favourite}
              aria-label={desk.favourite ? t("desk.unfavourite") : t("desk.favourite")}
              title={desk.favourite ? t("desk.unfavourite") : t("desk.favourite")}
              onClick={() => void favourite()}
            />
            <Tag minimal>{t(`types.${desk.type}`)}</Tag>
          </div>
          {desk.description ? <p className="tt-muted tt-desk-description">{desk.description}</p> : null}
        </div>
        <div className="tt-desk-actions">
          <ButtonGroup aria-label={t("desk.view")}>
            <Button
              icon="list-columns"
              text={t("desk.kanban")}
              active={view === "kanban"}
              aria-pressed={view === "kanban"}
              onClick={() => setParam("view", null)}
            />
            <Button
              icon="th"
              text={t("desk.table")}
              active={view === "table"}
              aria-pressed={view === "table"}
              onClick={() => setParam("view", "table")}
            />
          </ButtonGroup>
          {desk.can.manage ? (
            <>
              {finished ? null : <Button icon="cog" text={t("desk.settings")} onClick={() => setSettings(true)} />}
              <Button
                icon={finished ? "undo" : "tick-circle"}
                text={finished ? t("desk.restore") : t("desk.finish")}
                onClick={() => setStateChange(finished ? "restore" : "finish")}
              />
            </>
          ) : null}
        </div>
      </header>
      {finished ? (
        <Callout intent="success" icon="tick-circle" className="tt-banner">
          {desk.can.manage ? t("desk.finishedBanner") : t("desk.finishedBannerViewer")}
        </Callout>
      ) : !desk.can.edit ? (
        <Callout icon="eye-open" className="tt-banner">
          {t("desk.readOnly")}
        </Callout>
      ) : null}
      <Filters cards={desk.cards} filters={filters} nameOf={nameOf} onChange={setFilters} />
      {view === "kanban" ? (
        <Kanban
          desk={desk}
          lanes={lanes}
          filtered={filtered}
          canEdit={canEdit}
          canManage={canManage}
          nameOf={nameOf}
          moves={moves}
          onOpen={(task) => setParam("task", task)}
        />
      ) : (
        <TableView
          cards={shownCards}
          lanes={desk.lanes}
          filtered={filtered}
          nameOf={nameOf}
          onOpen={(task) => setParam("task", task)}
        />
      )}
      {taskId ? (
        <TaskDrawer key={taskId} taskId={taskId} desk={desk} client={client} onClose={() => setParam("task", null)} />
      ) : null}
      {settings ? (
        <DeskFormDialog client={client} projects={projects.data ?? []} desk={desk} onClose={() => setSettings(false)} />
      ) : null}
      <ConfirmDialog
        open={!!stateChange}
        intent={stateChange === "finish" ? "warning" : "primary"}
        text={t(stateChange === "restore" ? "desk.restoreConfirm" : "desk.finishConfirm", { name: desk.name })}
        confirmText={stateChange === "restore" ? t("desk.restore") : t("desk.finish")}
        onConfirm={() => stateChange && void changeState(stateChange)}
        onClose={() => setStateChange(null)}
      />
    </div>
  );
}
