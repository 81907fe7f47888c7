import { useState, type ReactNode } from "react";
import { SegmentedControl } from "../../../ui/bp/SegmentedControl";
import { useAnalyticsTranslation } from "../i18n";
import { DataTable, type DataRow } from "./DataTable";

type View = "chart" | "table";

/**
 * A chart with its numbers behind it: a heading, a "Chart / Table" switch and either the drawing
 * or the same numbers as a table (the charts also list their numbers for screen readers).
 */
export function ChartCard({
  title,
  chart,
  columns,
  rows,
}: {
  title: string;
  chart: ReactNode;
  columns: readonly string[];
  rows: readonly DataRow[];
}) {
  const { t } = useAnalyticsTranslation();
  const [view, setView] = useState<View>("chart");
  return (
    <section className="an-card" aria-label={title}>
      <div className="an-card-head">
        <h3 className="an-card-title">{title}</h3>
        <SegmentedControl<View>
          label={t("view.label", { name: title })}
          value={view}
          options={[
            { value: "chart", label: t("view.chart") },
            { value: "table", label: t("view.table") },
          ]}
          onChange={setView}
        />
      </div>
      {view === "chart" ? chart : <DataTable label={title} columns={columns} rows={rows} caption={false} />}
    </section>
  );
}
