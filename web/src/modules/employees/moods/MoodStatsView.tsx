import { HTMLTable, NonIdealState } from "@blueprintjs/core";
import type { MoodStats } from "@intranet/contracts/mood";
import { useDays } from "../../../shared/useDateTime";
import { CountsChart, SeriesChart } from "../../../ui/charts";
import { useEmployeesTranslation } from "../i18n";
import { periodDays, type MoodPeriod } from "./period";

const average = (value: number) => value.toFixed(1);

/** The period's statistics: the company's daily average (gaps where hidden), its spread, the departments. */
export function MoodStatsView({ stats, period }: { stats: MoodStats; period: MoodPeriod }) {
  const { t } = useEmployeesTranslation();
  const format = useDays();
  const { company } = stats;
  const hidden = t("moods.hidden", { min: stats.minimum });
  if (company.count === 0) return <NonIdealState icon="chart" title={t("moods.empty")} />;

  const byDay = new Map(company.days.map((day) => [day.day, day]));
  const series = periodDays(period).map((day) => ({
    label: format.weekdayDay(day),
    value: byDay.get(day)?.average ?? null,
  }));
  const distribution = company.distribution.map((count, index) => ({ label: String(index + 1), count }));

  return (
    <>
      <p className="mood-stats-summary">
        {company.average === undefined
          ? t("moods.summaryHidden", { count: company.count, min: stats.minimum })
          : t("moods.summary", { count: company.count, average: average(company.average) })}
      </p>
      <div className="mood-stats-charts">
        <section>
          <h3 className="mood-stats-heading">{t("moods.byDay")}</h3>
          <SeriesChart
            label={t("moods.byDay")}
            data={series}
            domain={[1, 10]}
            formatValue={average}
            seriesName={t("moods.average")}
          />
          {series.some((point) => point.value === null) ? (
            <p className="cabinet-muted">{t("moods.gaps", { min: stats.minimum })}</p>
          ) : null}
        </section>
        <section>
          <h3 className="mood-stats-heading">{t("moods.distribution")}</h3>
          {distribution.length > 0 ? (
            <CountsChart label={t("moods.distribution")} data={distribution} labelWidth={32} />
          ) : (
            <p className="cabinet-muted">{hidden}</p>
          )}
        </section>
      </div>
      <h3 className="mood-stats-heading">{t("moods.departments")}</h3>
      {stats.departments.length === 0 ? (
        <p className="cabinet-muted">{t("moods.noDepartments")}</p>
      ) : (
        <HTMLTable compact striped className="mood-stats-table">
          <thead>
            <tr>
              <th scope="col">{t("moods.department")}</th>
              <th scope="col">{t("moods.ratings")}</th>
              <th scope="col">{t("moods.average")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.departments.map((department) => (
              <tr key={department.deptId ?? department.name}>
                <th scope="row">{department.name}</th>
                <td>{department.count}</td>
                <td className={department.average === undefined ? "cabinet-muted" : undefined}>
                  {department.average === undefined ? hidden : average(department.average)}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </>
  );
}
