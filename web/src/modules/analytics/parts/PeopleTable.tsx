import type { PeopleRow } from "@intranet/contracts/analytics";
import type { ReactNode } from "react";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { DataTable } from "./DataTable";

/** The positions' and departments' table: today's headcount and tenure, the period's movement. */
export function PeopleTable<R extends PeopleRow>({
  label,
  nameColumn,
  rows,
  keyOf,
  nameOf,
}: {
  label: string;
  nameColumn: string;
  rows: readonly R[];
  keyOf: (row: R) => string;
  nameOf: (row: R) => ReactNode;
}) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const known = (value: number | null, show: (value: number) => string) =>
    value === null ? t("notKnown") : show(value);
  return (
    <DataTable
      label={label}
      columns={[
        nameColumn,
        t("people.headcount"),
        t("people.averageTenure"),
        t("people.hires"),
        t("people.leavers"),
        t("people.averageHeadcount"),
        t("people.turnover"),
      ]}
      rows={rows.map((row) => ({
        key: keyOf(row),
        head: nameOf(row),
        cells: [
          format.count(row.headcount),
          known(row.averageTenure, format.decimal),
          format.count(row.hires),
          format.count(row.leavers),
          format.decimal(row.averageHeadcount),
          known(row.turnover, format.percent),
        ],
      }))}
    />
  );
}
