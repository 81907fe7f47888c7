import { NonIdealState } from "@blueprintjs/core";
import type { AdaptationReport, ReportQuery } from "@intranet/contracts/analytics";
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

const states = ["running", "stopped", "finished"] as const;

/** Adaptation: the company's onboarding tracks, people's adaptations by state, overdue steps. */
export function AdaptationTab({ client, filters }: TabProps) {
  const report = useReport("adaptations", client, filters.query);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => <AdaptationView report={data} client={client} query={filters.query!} />}
    </ReportBody>
  );
}

function AdaptationView({ report, client, query }: { report: AdaptationReport; client: string; query: ReportQuery }) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  if (!report.available)
    return (
      <NonIdealState
        className="an-empty"
        icon="new-person"
        title={t("adaptation.off")}
        description={t("adaptation.offText")}
      />
    );
  const top = <TabTop frame={report} exported={{ report: "adaptations", client, query }} />;
  const people = report.running + report.stopped + report.finished;
  if (report.tracks === 0 && people === 0)
    return (
      <>
        {top}
        <Empty icon="new-person" title={t("adaptation.empty")} text={t("adaptation.emptyText")} />
      </>
    );
  return (
    <>
      {top}
      <KpiCards
        compared={compared(report)}
        kpis={[
          { key: "tracks", label: t("adaptation.tracks"), value: report.tracks },
          ...states.map((state) => ({ key: state, label: t(`adaptation.${state}`), value: report[state] })),
          { key: "overdue", label: t("adaptation.overdueSteps"), value: report.overdueSteps, better: "down" as const },
        ]}
      />
      <ChartCard
        title={t("adaptation.byState")}
        chart={
          <CountsChart
            label={t("adaptation.byState")}
            data={states.map((state) => ({ label: t(`adaptation.${state}`), count: report[state] }))}
          />
        }
        columns={[t("adaptation.state"), t("adaptation.people")]}
        rows={states.map((state) => ({
          key: state,
          head: t(`adaptation.${state}`),
          cells: [format.count(report[state])],
        }))}
      />
    </>
  );
}
