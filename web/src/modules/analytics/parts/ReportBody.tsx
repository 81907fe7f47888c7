import { Callout } from "@blueprintjs/core";
import type { ReportQuery } from "@intranet/contracts/analytics";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../../ui/QueryState";
import { useAnalyticsTranslation } from "../i18n";

/**
 * A tab's report in its states: filters that name no valid period say so, a first load spins, a
 * failure shows its catalogue message with "Try again"; while a new filter loads, the last answer
 * stays (dimmed, busy).
 */
export function ReportBody<T>({
  query,
  result,
  children,
}: {
  query: ReportQuery | null;
  result: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useAnalyticsTranslation();
  if (query === null) return <Callout intent="warning">{t("filters.invalid")}</Callout>;
  if (!result.data) return <QueryState query={result} errorTitle={t("loadFailed")} />;
  const stale = result.isPlaceholderData;
  return (
    <div className={stale ? "an-report an-report-stale" : "an-report"} aria-busy={stale}>
      {children(result.data)}
    </div>
  );
}
