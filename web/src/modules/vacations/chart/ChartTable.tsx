import { HTMLTable } from "@blueprintjs/core";
import type { ChartVacation } from "@intranet/contracts/vacations";
import { useDays } from "../../../shared/useDateTime";
import { StatusTag } from "../StatusTag";
import { useVacationsTranslation } from "../i18n";

/** The period's vacations as a list for bulk review: person, first and last day, days, status; by start. */
export function ChartTable({
  vacations,
  nameOf,
}: {
  vacations: readonly ChartVacation[];
  nameOf: (userId: string) => string;
}) {
  const { t } = useVacationsTranslation();
  const days = useDays();
  if (!vacations.length) return <p className="vac-muted">{t("chart.noVacations")}</p>;
  const sorted = [...vacations].sort(
    (a, b) => a.start.localeCompare(b.start) || nameOf(a.userId).localeCompare(nameOf(b.userId)),
  );
  return (
    <div className="vac-table-scroll">
      <HTMLTable compact striped className="vac-table" aria-label={t("chart.table")}>
        <thead>
          <tr>
            <th scope="col">{t("chart.person")}</th>
            <th scope="col">{t("chart.start")}</th>
            <th scope="col">{t("chart.end")}</th>
            <th scope="col">{t("chart.days")}</th>
            <th scope="col">{t("chart.status")}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((vacation) => (
            <tr key={vacation._id}>
              <th scope="row">{nameOf(vacation.userId)}</th>
              <td>{days.date(vacation.start)}</td>
              <td>{days.date(vacation.end)}</td>
              <td>{vacation.days}</td>
              <td>
                <StatusTag status={vacation.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
