import type { PositionRow, PositionsReport, ReportQuery } from "@intranet/contracts/analytics";
import { CountsChart } from "../../../ui/charts";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { Empty } from "../parts/Empty";
import { movementOf } from "../parts/people";
import { peopleKpis } from "../parts/peopleKpis";
import { PeopleTable } from "../parts/PeopleTable";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useComparison, useReport } from "../useReport";
import type { TabProps } from "./types";

/** The chart shows the largest positions held today; the table has them all (those only left too). */
const chartPositions = 12;

/** Positions: headcount, tenure and the period's movement per position. */
export function PositionsTab({ client, filters }: TabProps) {
  const report = useReport("positions", client, filters.query);
  const before = useComparison("positions", client, report.data);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => <PositionsView report={data} before={before.data} client={client} query={filters.query!} />}
    </ReportBody>
  );
}

function PositionsView({
  report,
  before,
  client,
  query,
}: {
  report: PositionsReport;
  before: PositionsReport | undefined;
  client: string;
  query: ReportQuery;
}) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  const top = <TabTop frame={report} exported={{ report: "positions", client, query }} />;
  if (!report.rows.length)
    return (
      <>
        {top}
        <Empty />
      </>
    );
  const rows = [...report.rows].sort((a, b) => b.headcount - a.headcount);
  const name = (row: PositionRow) => row.position || t("positions.none");
  const largest = rows.filter((row) => row.headcount > 0).slice(0, chartPositions);
  const kpis = peopleKpis(t, movementOf(rows), before ? movementOf(before.rows) : undefined);
  return (
    <>
      {top}
      <KpiCards
        compared={compared(report)}
        kpis={[{ key: "positions", label: t("positions.count"), value: rows.length }, ...kpis]}
      />
      {largest.length ? (
        <ChartCard
          title={t("positions.chart")}
          chart={
            <CountsChart
              label={t("positions.chart")}
              data={largest.map((row) => ({ label: name(row), count: row.headcount }))}
              labelWidth={180}
            />
          }
          columns={[t("positions.position"), t("people.headcount")]}
          rows={largest.map((row) => ({ key: row.position, head: name(row), cells: [format.count(row.headcount)] }))}
        />
      ) : null}
      <PeopleTable
        label={t("positions.table")}
        nameColumn={t("positions.position")}
        rows={rows}
        keyOf={(row) => row.position}
        nameOf={name}
      />
    </>
  );
}
