import { Button, Callout, NonIdealState } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import type { MaintenanceRunView } from "@intranet/contracts/admin";
import { useMemo, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { useDateTime, useLocale } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { useAdminTranslation } from "../i18n";
import { type PanelTask, panelTasks } from "./panelTasks";
import { useActorName } from "../logs/JournalEntry";
import { isActive, useMaintenanceRuns, useStartMaintenance } from "../parts/maintenance";
import { RunStatusTag, useRunError, useRunResult, useTaskName } from "../parts/RunParts";

/** A run's duration in the reader's language: "less than a second", "12 seconds", "2 minutes 5 seconds". */
function useDuration() {
  const { t } = useAdminTranslation();
  const locale = useLocale();
  return useMemo(() => {
    const unit = (name: "second" | "minute" | "hour") =>
      new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "long" });
    const seconds = unit("second");
    const minutes = unit("minute");
    const hours = unit("hour");
    return (ms: number) => {
      const total = Math.round(ms / 1000);
      if (total < 1) return t("service.underSecond");
      const h = Math.floor(total / 3600);
      const m = Math.floor((total % 3600) / 60);
      const s = total % 60;
      const parts = [h ? hours.format(h) : "", m ? minutes.format(m) : "", s && !h ? seconds.format(s) : ""].filter(
        Boolean,
      );
      return parts.join(" ");
    };
  }, [locale, t]);
}

function RunItem({ run }: { run: MaintenanceRunView }) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const duration = useDuration();
  const actorName = useActorName();
  const taskName = useTaskName();
  const result = useRunResult()(run);
  const runError = useRunError();
  const from = run.startedAt ?? run.requestedAt;
  return (
    <li className="admin-run">
      <div className="admin-run-head">
        <strong>{taskName(run)}</strong>
        <RunStatusTag run={run} />
      </div>
      <div className="admin-muted admin-run-meta">
        <span>{actorName(run.requestedBy)}</span>
        <time dateTime={run.requestedAt}>{dateTime(run.requestedAt)}</time>
        {run.finishedAt ? (
          <span>{t("service.took", { duration: duration(Date.parse(run.finishedAt) - Date.parse(from)) })}</span>
        ) : null}
      </div>
      {run.status === "done" ? (
        <p className="admin-run-result">{result.length ? result.join(", ") : t("service.noResult")}</p>
      ) : null}
      {run.status === "failed" ? <p className="admin-run-error">{runError(run)}</p> : null}
    </li>
  );
}

function TaskCard({
  task,
  busy,
  starting,
  error,
  onRun,
}: {
  task: PanelTask;
  busy: boolean;
  starting: boolean;
  error: unknown;
  onRun: () => void;
}) {
  const { t } = useAdminTranslation();
  const [confirming, setConfirming] = useState(false);
  const titleId = `admin-task-${task}`;
  return (
    <section className="admin-card admin-task" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-card-title">
        {t(`tasks.${task}`)}
      </h3>
      <p className="admin-task-text">{t(`service.about.${task}`)}</p>
      <div className="admin-task-foot">
        <Button
          intent="primary"
          icon="play"
          text={t("service.run")}
          aria-label={t("service.runTask", { task: t(`tasks.${task}`) })}
          loading={starting}
          disabled={busy}
          onClick={() => setConfirming(true)}
        />
        {busy ? <span className="admin-muted">{t("service.inProgress")}</span> : null}
      </div>
      {error ? (
        <Callout intent="danger" icon="error" role="alert">
          {errorText(t, error)}
        </Callout>
      ) : null}
      <ConfirmDialog
        open={confirming}
        intent="primary"
        text={t("service.confirm", { task: t(`tasks.${task}`) })}
        confirmText={t("service.run")}
        onConfirm={() => {
          setConfirming(false);
          onRun();
        }}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * Service panel (product-spec §2 admin panel): the service tasks (re-index search, rebuild analytics,
 * re-sync the directory), each started after a confirmation and refused while it runs, and the recent
 * runs with who asked, when, how long it took and what it did. While a run is queued or running the
 * runs are read again every 2 seconds.
 */
export function ServiceTab({ client }: { client: ClientView }) {
  const { t } = useAdminTranslation();
  const runs = useMaintenanceRuns(client._id);
  const start = useStartMaintenance(client._id);
  const list = runs.data?.runs ?? [];
  const busy = new Set(list.filter(isActive).map((run) => run.task));

  const recent = () => {
    if (!runs.data) return <QueryState query={runs} errorTitle={t("service.loadFailed")} />;
    if (!list.length)
      return (
        <NonIdealState
          className="admin-empty"
          icon="history"
          title={t("service.empty")}
          description={t("service.emptyText")}
        />
      );
    return (
      <ul className="admin-runs">
        {list.map((run) => (
          <RunItem key={run.runId} run={run} />
        ))}
      </ul>
    );
  };

  return (
    <div className="admin-tab">
      <div>
        <h2 className="admin-tab-title">{t("service.title")}</h2>
        <p className="admin-muted">{t("service.intro")}</p>
      </div>
      <div className="admin-grid admin-tasks">
        {panelTasks.map((task) => (
          <TaskCard
            key={task}
            task={task}
            busy={busy.has(task)}
            starting={start.isPending && start.variables === task}
            error={start.isError && start.variables === task ? start.error : null}
            onRun={() => start.mutate(task)}
          />
        ))}
      </div>
      <section className="admin-card admin-runs-card" aria-labelledby="admin-runs-title">
        <h3 id="admin-runs-title" className="admin-card-title">
          {t("service.recent")}
        </h3>
        {recent()}
      </section>
    </div>
  );
}
