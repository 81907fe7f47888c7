import { NonIdealState } from "@blueprintjs/core";
import type { CoinsAnalytics } from "@intranet/contracts/shop";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SeriesChart } from "../../../ui/charts";
import { analyticsApi, analyticsKeys } from "../api";
import { compareStart, comparisonOf, type Range } from "../filters/period";
import { useFormat } from "../format";
import { useAnalyticsTranslation } from "../i18n";
import { KpiCards, type Kpi } from "../kpi/KpiCards";
import { ChartCard } from "../parts/ChartCard";
import { Empty } from "../parts/Empty";
import { ReportBody } from "../parts/ReportBody";
import type { TabProps } from "./types";

const movements = ["issued", "spent", "withdrawn"] as const;

/** Coin movement over a range: the shop's own report (its route has no department or comparison). */
function useCoins(client: string, range: Range | null, enabled: boolean, keep = false) {
  return useQuery({
    queryKey: analyticsKeys.coins(client, range?.from ?? "", range?.to ?? ""),
    queryFn: () => analyticsApi.coins(client, range!.from, range!.to),
    enabled: enabled && range !== null,
    ...(keep ? { placeholderData: keepPreviousData } : {}),
  });
}

/**
 * Coin movement (the shop's report): coins issued, spent and taken back per day. The shop's
 * route knows no department or comparison: the comparison period is asked for as a second range,
 * and the department filter does not apply (it says so).
 */
export function CoinsTab({ client, filters, shopOn }: TabProps & { shopOn: boolean }) {
  const { t } = useAnalyticsTranslation();
  const period = filters.query ? filters.period : null;
  const start = period ? compareStart(filters.filters, period) : null;
  const comparison = period && start !== null ? comparisonOf(period, start) : null;
  const coins = useCoins(client, period, shopOn, true);
  const before = useCoins(client, comparison, shopOn);
  if (!shopOn)
    return <NonIdealState className="an-empty" icon="shop" title={t("coins.off")} description={t("coins.offText")} />;
  return (
    <ReportBody query={filters.query} result={coins}>
      {(data) => <CoinsView coins={data} before={before.data} comparison={comparison!} dept={!!filters.filters.dept} />}
    </ReportBody>
  );
}

function CoinsView({
  coins,
  before,
  comparison,
  dept,
}: {
  coins: CoinsAnalytics;
  before: CoinsAnalytics | undefined;
  comparison: Range;
  dept: boolean;
}) {
  const { t } = useAnalyticsTranslation();
  const format = useFormat();
  const compared = format.range(comparison.from, comparison.to);
  const top = (
    <div className="an-tab-top">
      <p className="an-frame">
        {t("frame.period", { period: format.range(coins.dateFrom, coins.dateTo), compare: compared })} ·{" "}
        {t("frame.company")}
        {dept ? ` ${t("coins.noDepartment")}` : ""}
      </p>
    </div>
  );
  if (movements.every((key) => coins[key] === 0))
    return (
      <>
        {top}
        <Empty icon="shop" title={t("coins.empty")} />
      </>
    );
  const kpis: Kpi[] = movements.map((key) => ({
    key,
    label: t(`coins.${key}`),
    value: coins[key],
    better: "neutral",
    ...(before ? { previous: before[key] } : {}),
  }));
  const [issued, spent, withdrawn] = movements.map((key) => coins.days.map((day) => day[key]));
  return (
    <>
      {top}
      <KpiCards kpis={kpis} compared={compared} />
      <ChartCard
        title={t("coins.byDay")}
        chart={
          <SeriesChart
            label={t("coins.byDay")}
            seriesName={t("coins.issued")}
            data={coins.days.map((day, index) => ({ label: format.dayShort(day.date), value: issued![index]! }))}
            more={[
              { name: t("coins.spent"), values: spent! },
              { name: t("coins.withdrawn"), values: withdrawn! },
            ]}
            formatValue={format.count}
          />
        }
        columns={[t("coins.day"), ...movements.map((key) => t(`coins.${key}`))]}
        rows={coins.days.map((day) => ({
          key: day.date,
          head: format.day(day.date),
          cells: movements.map((key) => format.count(day[key])),
        }))}
      />
    </>
  );
}
