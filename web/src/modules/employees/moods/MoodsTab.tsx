import { Button } from "@blueprintjs/core";
import type { ClientView } from "@intranet/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDays } from "../../../shared/useDateTime";
import { SegmentedControl } from "../../../ui/bp/SegmentedControl";
import { QueryState } from "../../../ui/QueryState";
import { useEmployeesTranslation } from "../i18n";
import { moodStatApi, moodStatKeys } from "./api";
import { MoodExport } from "./MoodExport";
import { MoodStatsView } from "./MoodStatsView";
import { periodEnding, shiftPeriod, today, type PeriodDays } from "./period";
import "./moods.css";

/**
 * The cabinet's "moods" tab (product-spec §2, rules spec §7 Mood): the company's mood for one or two
 * weeks (previous / next period), by day and by department, with the period's Excel export.
 * Averages of fewer than the minimum of ratings are hidden by the API and said so here.
 */
export function MoodsTab({ client }: { client: ClientView }) {
  const { t } = useEmployeesTranslation();
  const format = useDays();
  const latest = today();
  const [period, setPeriod] = useState(() => periodEnding(latest, 7));
  const stats = useQuery({
    queryKey: moodStatKeys.stat(client._id, period),
    queryFn: () => moodStatApi.stat(client._id, period),
  });

  return (
    <section className="cabinet-tab mood-stats" aria-label={t("tabs.moods")}>
      <div className="cabinet-toolbar">
        <SegmentedControl<`${PeriodDays}`>
          label={t("moods.periodLength")}
          value={`${period.days}`}
          options={[
            { value: "7", label: t("moods.oneWeek") },
            { value: "14", label: t("moods.twoWeeks") },
          ]}
          onChange={(days) => setPeriod(periodEnding(period.to, Number(days) as PeriodDays))}
        />
        <Button
          variant="minimal"
          text={t("moods.previous")}
          onClick={() => setPeriod(shiftPeriod(period, -1, latest))}
        />
        <span className="mood-stats-period" aria-live="polite">
          {format.range(period.from, period.to)}
        </span>
        <Button
          variant="minimal"
          text={t("moods.next")}
          disabled={period.to >= latest}
          onClick={() => setPeriod(shiftPeriod(period, 1, latest))}
        />
        <MoodExport client={client._id} period={period} />
      </div>
      {stats.isPending || stats.isError ? (
        <QueryState query={stats} errorTitle={t("moods.loadError")} />
      ) : (
        <MoodStatsView stats={stats.data} period={period} />
      )}
    </section>
  );
}
