import type { ModulesReport, ReportQuery, TrackedModule } from "@intranet/contracts/analytics";
import { CountsChart, SeriesChart } from "../../../ui/charts";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { changeOf } from "../kpi/change";
import { KpiCards } from "../kpi/KpiCards";
import { useModuleName } from "../moduleNames";
import { ChartCard } from "../parts/ChartCard";
import { DataTable } from "../parts/DataTable";
import { Empty } from "../parts/Empty";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useReport } from "../useReport";
import type { TabProps } from "./types";

const sum = (visits: Partial<Record<TrackedModule, number>>) =>
  Object.values(visits).reduce((total, count) => total + (count ?? 0), 0);

/** Modules: visits per module against the comparison period, per day, and per department. */
export function ModulesTab({ client, filters }: TabProps) {
  const report = useReport("modules", client, filters.query);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => <ModulesView report={data} client={client} query={filters.query!} />}
    </ReportBody>
  );
}

function ModulesView({ report, client, query }: { report: ModulesReport; client: string; query: ReportQuery }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const name = useModuleName();
  const { compared } = useFrameText();
  const top = <TabTop frame={report} exported={{ report: "modules", client, query }} />;
  if (report.total === 0)
    return (
      <>
        {top}
        <KpiCards
          compared={compared(report)}
          kpis={[{ key: "visits", label: t("modules.visits"), value: 0, previous: report.previousTotal }]}
        />
        <Empty title={t("modules.empty")} />
      </>
    );
  const modules = [...report.modules].sort((a, b) => b.visits - a.visits);
  const used = modules.filter((module) => module.visits > 0);
  const change = (visits: number, previous: number) => {
    const moved = changeOf(visits, previous, "up")!;
    const delta = format.signedCount(moved.delta);
    return moved.share === null ? delta : `${delta} (${format.signedShare(moved.share)})`;
  };
  // The departments' columns: the modules they visited, most visited first.
  const columns = used.filter((module) => report.departments.some((dept) => dept.visits[module.module]));
  return (
    <>
      {top}
      <KpiCards
        compared={compared(report)}
        kpis={[
          { key: "visits", label: t("modules.visits"), value: report.total, previous: report.previousTotal },
          {
            key: "used",
            label: t("modules.used"),
            value: used.length,
            previous: modules.filter((module) => module.previous > 0).length,
          },
        ]}
      />
      <ChartCard
        title={t("modules.byModule")}
        chart={
          <CountsChart
            label={t("modules.byModule")}
            data={used.map((module) => ({ label: name(module.module), count: module.visits }))}
            labelWidth={180}
          />
        }
        columns={[t("modules.module"), t("modules.visits"), t("modules.previous"), t("modules.change")]}
        rows={modules.map((module) => ({
          key: module.module,
          head: name(module.module),
          cells: [format.count(module.visits), format.count(module.previous), change(module.visits, module.previous)],
        }))}
      />
      <ChartCard
        title={t("modules.byDay")}
        chart={
          <SeriesChart
            label={t("modules.byDay")}
            seriesName={t("modules.visits")}
            data={report.days.map((day) => ({ label: format.dayShort(day.date), value: sum(day.visits) }))}
            formatValue={format.count}
          />
        }
        columns={[t("modules.day"), t("modules.visits")]}
        rows={report.days.map((day) => ({
          key: day.date,
          head: format.day(day.date),
          cells: [format.count(sum(day.visits))],
        }))}
      />
      {report.departments.length ? (
        <DataTable
          label={t("modules.byDepartment")}
          columns={[t("modules.department"), t("modules.visits"), ...columns.map((module) => name(module.module))]}
          rows={report.departments.map((dept) => ({
            key: dept.deptId,
            head: dept.name,
            cells: [
              format.count(dept.total),
              ...columns.map((module) => format.count(dept.visits[module.module] ?? 0)),
            ],
          }))}
        />
      ) : null}
    </>
  );
}
