import type { Count, DemographyReport, ReportQuery } from "@intranet/contracts/analytics";
import { CountsChart } from "../../../ui/charts";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { Empty } from "../parts/Empty";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useReport } from "../useReport";
import type { TabProps } from "./types";

/** Demography: today's people by gender, age and working time (a snapshot: the period does not apply). */
export function DemographyTab({ client, filters }: TabProps) {
  const dept = filters.filters.dept;
  const query: ReportQuery = dept ? { dept } : {};
  const report = useReport("demography", client, query);
  return (
    <ReportBody query={query} result={report}>
      {(data) => <DemographyView report={data} client={client} query={query} />}
    </ReportBody>
  );
}

function DemographyView({ report, client, query }: { report: DemographyReport; client: string; query: ReportQuery }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  const top = <TabTop frame={report} snapshot exported={{ report: "demography", client, query }} />;
  if (report.headcount === 0)
    return (
      <>
        {top}
        <Empty title={t("demography.empty")} text={t("demography.emptyText")} />
      </>
    );
  const share = (count: number) => format.percent((count / report.headcount) * 100);
  const card = <K extends string>(title: string, counts: Array<Count<K>>, name: (key: K) => string) => (
    <ChartCard
      title={title}
      chart={
        <CountsChart
          label={title}
          data={counts.map((entry) => ({ label: name(entry.key), count: entry.count }))}
          formatCount={(bar) => share(bar.count)}
        />
      }
      columns={[t("demography.group"), t("demography.people"), t("demography.share")]}
      rows={counts.map((entry) => ({
        key: entry.key,
        head: name(entry.key),
        cells: [format.count(entry.count), share(entry.count)],
      }))}
    />
  );
  return (
    <>
      {top}
      <KpiCards
        compared={compared(report)}
        kpis={[
          { key: "headcount", label: t("demography.headcount"), value: report.headcount },
          { key: "age", label: t("demography.averageAge"), value: report.averageAge, kind: "decimal" },
          { key: "tenure", label: t("demography.averageTenure"), value: report.averageTenure, kind: "decimal" },
        ]}
      />
      <div className="an-grid">
        {card(t("demography.gender"), report.gender, (key) => t(`genders.${key}`))}
        {card(t("demography.age"), report.age, (key) => t(`ageBands.${key}`))}
        {card(t("demography.tenure"), report.tenure, (key) => t(`tenureBands.${key}`))}
      </div>
    </>
  );
}
