import type { ChartPerson } from "@intranet/contracts/vacations";
import type { ReactNode } from "react";
import { useDays } from "../../../shared/useDateTime";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useVacationsTranslation } from "../i18n";
import type { Bar } from "./bars";
import { dayClass } from "./dayClass";

/** A person of the chart: their name as the language orders it, and their bars in the period. */
export interface ChartRow {
  person: ChartPerson;
  name: string;
  bars: Bar[];
}

/** One person's row: empty days keep their shading, a vacation spans its days as one bar. */
export function GridRow({ row, days, now }: { row: ChartRow; days: readonly string[]; now: string }) {
  const { t } = useVacationsTranslation();
  const format = useDays();
  const cells: ReactNode[] = [];
  let bar = 0;
  for (let index = 0; index < days.length;) {
    const next = row.bars[bar];
    if (next && next.offset === index) {
      const { vacation } = next;
      const label = t("chart.bar", {
        name: row.name,
        period: format.range(vacation.start, vacation.end),
        status: t(`status.${vacation.status}`),
      });
      // A vacation going on past the period's edge is cut square there, as a Gantt chart draws it.
      const cut = [
        vacation.start < days[0]! ? " vac-bar-from-before" : "",
        vacation.end > days.at(-1)! ? " vac-bar-goes-on" : "",
      ].join("");
      cells.push(
        <td key={vacation._id} colSpan={next.length} className="vac-bar-cell">
          <span className={`vac-bar vac-bar-${vacation.status}${cut}`} title={label}>
            <VisuallyHidden>{label}</VisuallyHidden>
          </span>
        </td>,
      );
      index += next.length;
      bar++;
    } else {
      cells.push(<td key={days[index]} className={dayClass(days[index]!, now)} />);
      index++;
    }
  }
  return (
    <tr>
      <th scope="row" className="vac-chart-name">
        <span className="vac-chart-person">{row.name}</span>
        {row.person.position ? <span className="vac-chart-position">{row.person.position}</span> : null}
      </th>
      {cells}
    </tr>
  );
}
