import type { VacationChartView } from "@intranet/contracts/vacations";
import { useEffect, useRef } from "react";
import { useDays } from "../../../shared/useDateTime";
import { daysOf, today } from "../days";
import { useVacationsTranslation } from "../i18n";
import { awayCounts } from "./bars";
import { dayClass } from "./dayClass";
import { GridRow, type ChartRow } from "./GridRow";
import { useDayLabels } from "./useDayLabels";

/** The months over the period's columns (a quarter shows three), each spanning its days. */
function monthSpans(days: readonly string[]) {
  const spans: Array<{ first: string; length: number }> = [];
  for (const day of days) {
    const last = spans.at(-1);
    if (last && last.first.slice(0, 7) === day.slice(0, 7)) last.length++;
    else spans.push({ first: day, length: 1 });
  }
  return spans;
}

/**
 * People (rows, the name column sticky) by days (columns): weekends shaded, today marked, a bar per
 * vacation coloured by status, and under them how many are away each day, highlighted from two; the
 * bars' legend below. When the days scroll sideways (a phone), today's column is brought into view.
 */
export function ChartGrid({ chart, rows }: { chart: VacationChartView; rows: readonly ChartRow[] }) {
  const { t } = useVacationsTranslation();
  const format = useDays();
  const labels = useDayLabels();
  const now = today();
  const days = daysOf(chart.from, chart.to);
  const counts = awayCounts(chart.vacations, days);
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const current = box?.querySelector<HTMLElement>('thead th[aria-current="date"]');
    const names = box?.querySelector<HTMLElement>("thead th.vac-chart-name");
    // Two days before today stay in view, right of the sticky names.
    if (box && current && names)
      box.scrollLeft = Math.max(0, current.offsetLeft - names.offsetWidth - 2 * current.offsetWidth);
  }, [chart.from, chart.to]);
  return (
    <>
      <div ref={scroller} className="vac-chart-scroll" role="region" aria-label={t("tabs.chart")} tabIndex={0}>
        <table className="vac-chart">
          <thead>
            <tr className="vac-chart-months">
              <td className="vac-chart-name" />
              {monthSpans(days).map((span) => (
                <th key={span.first} scope="colgroup" colSpan={span.length}>
                  {labels.month(span.first)}
                </th>
              ))}
            </tr>
            <tr>
              <th scope="col" className="vac-chart-name">
                {t("chart.person")}
              </th>
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className={dayClass(day, now)}
                  aria-current={day === now ? "date" : undefined}
                  title={
                    day === now ? `${format.weekdayDayMonth(day)}, ${t("chart.today")}` : format.weekdayDayMonth(day)
                  }
                >
                  <span className="vac-day-weekday" aria-hidden>
                    {labels.weekday(day)}
                  </span>
                  <span>{Number(day.slice(8))}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <GridRow key={row.person.userId} row={row} days={days} now={now} />
            ))}
          </tbody>
          <tfoot>
            <tr className="vac-chart-away">
              <th scope="row" className="vac-chart-name">
                {t("chart.away")}
              </th>
              {counts.map((count, index) => (
                <td
                  key={days[index]}
                  className={`${dayClass(days[index]!, now)}${count >= 2 ? " vac-overlap" : ""}`}
                  title={t("chart.awayOn", { day: format.dayMonth(days[index]!), count })}
                >
                  {count || ""}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="vac-legend" aria-label={t("chart.legend")}>
        {(["approved", "pending"] as const).map((status) => (
          <li key={status}>
            <span className={`vac-legend-bar vac-bar vac-bar-${status}`} aria-hidden />
            {t(`status.${status}`)}
          </li>
        ))}
      </ul>
    </>
  );
}
