import type { ReportQuery, TurnoverMonth, TurnoverReport } from "@intranet/contracts/analytics";
import { SeriesChart } from "../../../ui/charts";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards, type Kpi } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { DataTable } from "../parts/DataTable";
import { Empty } from "../parts/Empty";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useReport } from "../useReport";
import type { TabProps } from "./types";

const nobody = (report: TurnoverReport) =>
  report.totals.averageHeadcount === 0 && report.totals.hires === 0 && report.totals.leavers === 0;

/** Turnover: headcount, hires and leavers by month, the turnover rate (leavers ÷ average headcount). */
export function TurnoverTab({ client, filters }: TabProps) {
  const report = useReport("turnover", client, filters.query);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => <TurnoverView report={data} client={client} query={filters.query!} />}
    </ReportBody>
  );
}

function TurnoverView({ report, client, query }: { report: TurnoverReport; client: string; query: ReportQuery }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  const { totals, previous } = report;
  const kpis: Kpi[] = [
    {
      key: "headcount",
      label: t("turnover.headcountEnd"),
      value: totals.headcountEnd,
      previous: previous.headcountEnd,
    },
    {
      key: "average",
      label: t("turnover.averageHeadcount"),
      value: totals.averageHeadcount,
      previous: previous.averageHeadcount,
      kind: "decimal",
      better: "neutral",
    },
    { key: "hires", label: t("turnover.hires"), value: totals.hires, previous: previous.hires },
    { key: "leavers", label: t("turnover.leavers"), value: totals.leavers, previous: previous.leavers, better: "down" },
    {
      key: "turnover",
      label: t("turnover.rate"),
      value: totals.turnover,
      previous: previous.turnover,
      kind: "percent",
      better: "down",
    },
  ];
  const top = <TabTop frame={report} exported={{ report: "turnover", client, query }} />;
  if (nobody(report))
    return (
      <>
        {top}
        <Empty />
      </>
    );
  const months = report.months;
  const label = (month: TurnoverMonth) => format.monthShort(month.month);
  const monthName = (month: TurnoverMonth) => format.month(month.month);
  const rate = (value: number | null) => (value === null ? t("notKnown") : format.percent(value));
  return (
    <>
      {top}
      <KpiCards kpis={kpis} compared={compared(report)} />
      <div className="an-grid">
        <ChartCard
          title={t("turnover.headcountChart")}
          chart={
            <SeriesChart
              label={t("turnover.headcountChart")}
              seriesName={t("turnover.headcountEnd")}
              data={months.map((month) => ({ label: label(month), value: month.headcountEnd }))}
              formatValue={format.count}
            />
          }
          columns={[t("turnover.month"), t("turnover.headcountEnd")]}
          rows={months.map((month) => ({
            key: month.month,
            head: monthName(month),
            cells: [format.count(month.headcountEnd)],
          }))}
        />
        <ChartCard
          title={t("turnover.movementChart")}
          chart={
            <SeriesChart
              label={t("turnover.movementChart")}
              seriesName={t("turnover.hires")}
              shape="bar"
              data={months.map((month) => ({ label: label(month), value: month.hires }))}
              more={[{ name: t("turnover.leavers"), values: months.map((month) => month.leavers) }]}
              formatValue={format.count}
            />
          }
          columns={[t("turnover.month"), t("turnover.hires"), t("turnover.leavers")]}
          rows={months.map((month) => ({
            key: month.month,
            head: monthName(month),
            cells: [format.count(month.hires), format.count(month.leavers)],
          }))}
        />
        <ChartCard
          title={t("turnover.rateChart")}
          chart={
            <SeriesChart
              label={t("turnover.rateChart")}
              seriesName={t("turnover.rate")}
              data={months.map((month) => ({ label: label(month), value: month.turnover }))}
              formatValue={format.percent}
            />
          }
          columns={[t("turnover.month"), t("turnover.rate")]}
          rows={months.map((month) => ({ key: month.month, head: monthName(month), cells: [rate(month.turnover)] }))}
        />
      </div>
      <DataTable
        label={t("turnover.byMonth")}
        columns={[
          t("turnover.month"),
          t("turnover.headcountStart"),
          t("turnover.headcountEnd"),
          t("turnover.averageHeadcount"),
          t("turnover.hires"),
          t("turnover.leavers"),
          t("turnover.movedIn"),
          t("turnover.movedOut"),
          t("turnover.rate"),
        ]}
        rows={months.map((month) => ({
          key: month.month,
          head: monthName(month),
          cells: [
            format.count(month.headcountStart),
            format.count(month.headcountEnd),
            format.decimal(month.averageHeadcount),
            format.count(month.hires),
            format.count(month.leavers),
            format.count(month.movedIn),
            format.count(month.movedOut),
            rate(month.turnover),
          ],
        }))}
      />
    </>
  );
}
