import type { ChartVacation, VacationChartView } from "@intranet/contracts/vacations";
import { useMemo } from "react";
import { usePersonName } from "../../../shared/usePersonName";
import { useLocale } from "../../../shared/useDateTime";
import { barsOf } from "./bars";
import type { ChartRow } from "./GridRow";

/** The chart's rows, by name as the reader's language orders and sorts it, and a name by id for the table. */
export function useChartRows(chart: VacationChartView | undefined) {
  const name = usePersonName();
  const locale = useLocale();
  return useMemo(() => {
    const byPerson = new Map<string, ChartVacation[]>();
    for (const vacation of chart?.vacations ?? [])
      byPerson.set(vacation.userId, [...(byPerson.get(vacation.userId) ?? []), vacation]);
    const collator = new Intl.Collator(locale);
    const rows: ChartRow[] = (chart?.people ?? [])
      .map((person) => ({
        person,
        name: name(person),
        bars: barsOf(byPerson.get(person.userId) ?? [], chart!.from, chart!.to),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    const names = new Map(rows.map((row) => [row.person.userId, row.name]));
    return { rows, nameOf: (userId: string) => names.get(userId) ?? "" };
  }, [chart, name, locale]);
}
