import { Button } from "@blueprintjs/core";
import type { DepartmentRow, DepartmentsReport, ReportQuery } from "@intranet/contracts/analytics";
import { CountsChart } from "../../../ui/charts";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { Empty } from "../parts/Empty";
import { peopleKpis } from "../parts/peopleKpis";
import { PeopleTable } from "../parts/PeopleTable";
import { ReportBody } from "../parts/ReportBody";
import { TabTop, useFrameText } from "../parts/TabTop";
import { useComparison, useReport } from "../useReport";
import { DepartmentPath } from "./DepartmentPath";
import type { TabProps } from "./types";

/**
 * Departments: the ones directly below the filter (or the top ones), each with everything below it;
 * a department with departments inside opens them (it becomes the filter), the path leads back up.
 */
export function DepartmentsTab({ client, filters }: TabProps) {
  const report = useReport("departments", client, filters.query);
  const before = useComparison("departments", client, report.data);
  return (
    <ReportBody query={filters.query} result={report}>
      {(data) => (
        <DepartmentsView
          report={data}
          before={before.data}
          client={client}
          query={filters.query!}
          open={filters.setDept}
        />
      )}
    </ReportBody>
  );
}

function DepartmentsView({
  report,
  before,
  client,
  query,
  open,
}: {
  report: DepartmentsReport;
  before: DepartmentsReport | undefined;
  client: string;
  query: ReportQuery;
  open: (dept: string) => void;
}) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const { compared } = useFrameText();
  const name = (row: DepartmentRow) =>
    row.hasChildren ? (
      <Button
        variant="minimal"
        size="small"
        className="an-drill"
        endIcon="chevron-right"
        onClick={() => open(row.deptId)}
      >
        {row.name}
        <VisuallyHidden>{t("departments.open")}</VisuallyHidden>
      </Button>
    ) : (
      row.name
    );
  return (
    <>
      <TabTop frame={report} exported={{ report: "departments", client, query }} />
      <DepartmentPath client={client} current={report.dept} open={open} />
      <KpiCards compared={compared(report)} kpis={peopleKpis(t, report.total, before?.total)} />
      {report.rows.length ? (
        <>
          <ChartCard
            title={t("departments.chart")}
            chart={
              <CountsChart
                label={t("departments.chart")}
                data={report.rows.map((row) => ({ label: row.name, count: row.headcount }))}
                labelWidth={180}
              />
            }
            columns={[t("departments.department"), t("people.headcount")]}
            rows={report.rows.map((row) => ({
              key: row.deptId,
              head: row.name,
              cells: [format.count(row.headcount)],
            }))}
          />
          <PeopleTable
            label={t("departments.table")}
            nameColumn={t("departments.department")}
            rows={report.rows}
            keyOf={(row) => row.deptId}
            nameOf={name}
          />
        </>
      ) : (
        <Empty icon="diagram-tree" title={t("departments.none")} text={t("departments.noneText")} />
      )}
    </>
  );
}
