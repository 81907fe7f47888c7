import { Callout, NonIdealState } from "@blueprintjs/core";
import { vacationLimits } from "@intranet/contracts/vacations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { currentLanguage } from "../../../i18n";
import { DepartmentSelect } from "../../../shared/DepartmentSelect";
import { ExportButton } from "../../../shared/ExportButton";
import { SegmentedControl } from "../../../ui/bp/SegmentedControl";
import { QueryState } from "../../../ui/QueryState";
import { SearchInput } from "../../../ui/SearchInput";
import { vacationKeys, vacationsApi } from "../api";
import { today } from "../days";
import { useVacationsTranslation } from "../i18n";
import { ChartGrid } from "./ChartGrid";
import { ChartTable } from "./ChartTable";
import { periodAt } from "./period";
import { PeriodNav } from "./PeriodNav";
import { useChartRows } from "./useChartRows";

type View = "grid" | "table";

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The team chart: a department (and those below it) or a search, over a month or a quarter; as a
 * grid of people by days, or as a table; the same period in Excel. It opens at the month of the
 * address's `?from=` (how a calendar's absence links to it), else at this month.
 */
export function TeamChart({ client }: { client: string }) {
  const { t } = useVacationsTranslation();
  const [params] = useSearchParams();
  const [period, setPeriod] = useState(() => {
    const from = params.get("from");
    return periodAt("month", from && dayPattern.test(from) ? from : today());
  });
  const [dept, setDept] = useState("");
  const [search, setSearch] = useState("");
  const [view, setView] = useState<View>("grid");
  const query = {
    from: period.from,
    to: period.to,
    ...(dept ? { dept } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  const chart = useQuery({
    queryKey: vacationKeys.chart(query),
    queryFn: () => vacationsApi.chart(query),
    placeholderData: keepPreviousData,
  });
  const { rows, nameOf } = useChartRows(chart.data);

  let body;
  if (!chart.data) body = <QueryState query={chart} errorTitle={t("loadFailed")} />;
  else if (!chart.data.people.length)
    body = <NonIdealState icon="search" title={t("chart.empty")} description={t("chart.emptyText")} />;
  else if (view === "table") body = <ChartTable vacations={chart.data.vacations} nameOf={nameOf} />;
  else body = <ChartGrid chart={chart.data} rows={rows} />;

  return (
    <div className="vac-chart-page">
      <div className="vac-filters">
        <DepartmentSelect id="vac-chart-dept" className="vac-filter" client={client} value={dept} onChange={setDept} />
        <SearchInput
          className="vac-filter"
          value={search}
          onSearch={setSearch}
          label={t("chart.search")}
          placeholder={t("chart.search")}
          maxLength={vacationLimits.searchMax}
        />
        <div className="vac-filter vac-filter-end">
          <SegmentedControl<View>
            label={t("chart.view")}
            value={view}
            options={[
              { value: "grid", label: t("chart.grid") },
              { value: "table", label: t("chart.table") },
            ]}
            onChange={setView}
          />
          <ExportButton
            start={() => vacationsApi.chartExcel({ ...query, lang: currentLanguage() })}
            text={t("chart.excel")}
            title={t("chart.exportTitle")}
          />
        </div>
      </div>
      <PeriodNav period={period} onChange={setPeriod} />
      {chart.data?.truncated ? <Callout intent="warning">{t("chart.truncated")}</Callout> : null}
      {body}
    </div>
  );
}
