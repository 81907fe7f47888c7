import { Button, Callout } from "@blueprintjs/core";
import { errorText } from "../../../i18n/errorText";
import { useDateTime } from "../../../shared/useDateTime";
import { useAdminTranslation } from "../i18n";
import { isActive, latestRun, useMaintenanceRuns, useStartMaintenance } from "../parts/maintenance";
import { RunStatusTag, useRunError } from "../parts/RunParts";

/** The company's latest count (`takeInventory` run), and starting one. */
export function useInventoryRun(client: string) {
  const runs = useMaintenanceRuns(client);
  const start = useStartMaintenance(client);
  const run = latestRun(runs.data?.runs, "takeInventory");
  return {
    run,
    counting: Boolean(run && isActive(run)),
    start: () => start.mutate("takeInventory"),
    starting: start.isPending,
    error: start.isError ? start.error : null,
  };
}

/**
 * "Count now" and where the count is: queued or running (the tab updates when it ends), when the
 * figures shown were counted, or that they never were; a count that failed since says why.
 */
export function CountNow({
  client,
  takenAt,
  primary = false,
}: {
  client: string;
  /** When the inventory shown was taken; null before the first. */
  takenAt: string | null;
  primary?: boolean;
}) {
  const { t } = useAdminTranslation();
  const dateTime = useDateTime();
  const runError = useRunError();
  const { run, counting, start, starting, error } = useInventoryRun(client);
  const failedSince = run?.status === "failed" && (!takenAt || run.requestedAt > takenAt);
  return (
    <div className="admin-count">
      <div className="admin-count-row">
        <Button
          icon="calculator"
          intent={primary ? "primary" : "none"}
          variant={primary ? "solid" : "outlined"}
          text={t("data.countNow")}
          loading={starting}
          disabled={counting}
          onClick={start}
        />
        <span className="admin-count-state" role="status">
          {counting && run ? (
            <>
              <RunStatusTag run={run} /> <span className="admin-muted">{t("data.counting")}</span>
            </>
          ) : takenAt ? (
            <span className="admin-muted">{t("data.countedAt", { time: dateTime(takenAt) })}</span>
          ) : (
            <span className="admin-muted">{t("data.neverCounted")}</span>
          )}
        </span>
      </div>
      {failedSince && run ? (
        <Callout intent="danger" icon="error" role="alert" compact>
          {t("data.countFailed", { error: runError(run) })}
        </Callout>
      ) : null}
      {error ? (
        <Callout intent="danger" icon="error" role="alert" compact>
          {errorText(t, error)}
        </Callout>
      ) : null}
    </div>
  );
}
