import { Button, Callout, NonIdealState, Tag, type Intent } from "@blueprintjs/core";
import type { ClientView, ErrorCode } from "@intranet/contracts";
import { maintenanceTasks, type MaintenanceRunView, type MaintenanceTask } from "@intranet/contracts/admin";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { errorText } from "../../../i18n/errorText";
import { translateCode } from "../../../i18n/translateMessage";
import { usePlural } from "../../../i18n/usePlural";
import { useDateTime, useLocale } from "../../../shared/useDateTime";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { QueryState } from "../../../ui/QueryState";
import { adminApi, adminKeys } from "../api";
import { useAdminTranslation } from "../i18n";
import { useActorName } from "../logs/JournalEntry";

/** How often the runs are read again while one is queued or running. */
export const pollMs = 2000;

const active = (run: MaintenanceRunView) => run.status === "queued" || run.status === "running";

const statusIntent: Record<MaintenanceRunView["status"], Intent> = {
  queued: "none",
  running: "primary",
  done: "success",
  failed: "danger",
};

/** The measures a task reports, named in words (an unknown one shows as "name: value"). */
const measures = ["indexed", "removed", "synced", "corrected", "changed"] as const;
type Measure = (typeof measures)[number];
const isMeasure = (key: string): key is Measure => (measures as readonly string[]).includes(key);

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
  const plural = usePlural();
  const dateTime = useDateTime();
  const duration = useDuration();
  const actorName = useActorName();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  // The task's own measures in their order (indexed before removed…), then any other.
  const rank = (key: string) => (isMeasure(key) ? measures.indexOf(key) : measures.length);
  const entries = Object.entries(run.result ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  const result = entries.map(([key, value]) =>
    isMeasure(key)
      ? t(`service.measures.${key}_${plural(value)}`, { count: value, value: number.format(value) })
      : `${key}: ${number.format(value)}`,
  );
  const from = run.startedAt ?? run.requestedAt;
  return (
    <li className="admin-run">
      <div className="admin-run-head">
        <strong>{t(`tasks.${run.task}`)}</strong>
        <Tag intent={statusIntent[run.status]} minimal={run.status === "queued"} round>
          {t(`service.status.${run.status}`)}
        </Tag>
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
      {run.status === "failed" ? (
        <p className="admin-run-error">
          {run.error ? translateCode(t, run.error as ErrorCode) : t("service.failedNoCode")}
        </p>
      ) : null}
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
  task: MaintenanceTask;
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
  const queryClient = useQueryClient();
  const key = adminKeys.maintenance(client._id);
  const runs = useQuery({
    queryKey: key,
    queryFn: () => adminApi.maintenanceRuns(client._id),
    refetchInterval: (query) => (query.state.data?.runs.some(active) ? pollMs : false),
  });
  const start = useMutation({
    mutationFn: (task: MaintenanceTask) => adminApi.runMaintenance(client._id, task),
    onSuccess: (run) => {
      queryClient.setQueryData(key, (old: { runs: MaintenanceRunView[] } | undefined) => ({
        runs: [run, ...(old?.runs ?? []).filter((item) => item.runId !== run.runId)],
      }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const list = runs.data?.runs ?? [];
  const busy = new Set(list.filter(active).map((run) => run.task));

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
        {maintenanceTasks.map((task) => (
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
