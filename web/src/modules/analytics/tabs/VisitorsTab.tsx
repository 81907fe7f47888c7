import type { ReportQuery, VisitorsReport } from "@intranet/contracts/analytics";
import { SeriesChart } from "../../../ui/charts";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards, type Kpi } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { Empty } from "../parts/Empty";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useReport } from "../useReport";
import type { TabProps } from "./types";

/** Visitors: people active per day, week and month, sessions and their length (10 minutes idle end one). */
export function VisitorsTab({ client, filters }: TabProps) {
  const report = useReport("visitors", client, filters.query);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => <VisitorsView report={data} client={client} query={filters.query!} />}
    </ReportBody>
  );
}

function VisitorsView({ report, client, query }: { report: VisitorsReport; client: string; query: ReportQuery }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  const { totals, previous } = report;
  const top = <TabTop frame={report} exported={{ report: "visitors", client, query }} />;
  if (totals.sessions === 0)
    return (
      <>
        {top}
        <Empty icon="people" title={t("visitors.empty")} />
      </>
    );
  const kpis: Kpi[] = [
    {
      key: "daily",
      label: t("visitors.averageDaily"),
      value: totals.averageDaily,
      previous: previous.averageDaily,
      kind: "decimal",
    },
    { key: "peak", label: t("visitors.peakDaily"), value: totals.peakDaily, previous: previous.peakDaily },
    {
      key: "monthly",
      label: t("visitors.averageMonthly"),
      value: totals.averageMonthly,
      previous: previous.averageMonthly,
      kind: "decimal",
    },
    { key: "sessions", label: t("visitors.sessions"), value: totals.sessions, previous: previous.sessions },
    {
      key: "length",
      label: t("visitors.averageSession"),
      value: totals.averageSessionMinutes,
      previous: previous.averageSessionMinutes,
      kind: "decimal",
    },
  ];
  return (
    <>
      {top}
      <KpiCards kpis={kpis} compared={compared(report)} />
      <ChartCard
        title={t("visitors.daily")}
        chart={
          <SeriesChart
            label={t("visitors.daily")}
            seriesName={t("visitors.active")}
            data={report.days.map((day) => ({ label: format.dayShort(day.date), value: day.active }))}
            more={[{ name: t("visitors.sessions"), values: report.days.map((day) => day.sessions) }]}
            formatValue={format.count}
          />
        }
        columns={[t("visitors.day"), t("visitors.active"), t("visitors.sessions"), t("visitors.minutes")]}
        rows={report.days.map((day) => ({
          key: day.date,
          head: format.day(day.date),
          cells: [format.count(day.active), format.count(day.sessions), format.count(day.minutes)],
        }))}
      />
      <div className="an-grid">
        <ChartCard
          title={t("visitors.weekly")}
          chart={
            <SeriesChart
              label={t("visitors.weekly")}
              seriesName={t("visitors.active")}
              shape="bar"
              data={report.weeks.map((week) => ({ label: format.weekStart(week.week), value: week.active }))}
              formatValue={format.count}
            />
          }
          columns={[t("visitors.week"), t("visitors.active")]}
          rows={report.weeks.map((week) => ({
            key: week.week,
            head: t("visitors.weekOf", { date: format.weekStart(week.week) }),
            cells: [format.count(week.active)],
          }))}
        />
        <ChartCard
          title={t("visitors.monthly")}
          chart={
            <SeriesChart
              label={t("visitors.monthly")}
              seriesName={t("visitors.active")}
              shape="bar"
              data={report.months.map((month) => ({ label: format.monthShort(month.month), value: month.active }))}
              formatValue={format.count}
            />
          }
          columns={[t("visitors.month"), t("visitors.active")]}
          rows={report.months.map((month) => ({
            key: month.month,
            head: format.month(month.month),
            cells: [format.count(month.active)],
          }))}
        />
      </div>
    </>
  );
}
