import { NonIdealState } from "@blueprintjs/core";
import type { VacationRequestView } from "@intranet/contracts/vacations";
import type { UseQueryResult } from "@tanstack/react-query";
import { QueryState } from "../../../ui/QueryState";
import { useVacationsTranslation } from "../i18n";
import { RequestCard } from "./RequestCard";

/** The requests waiting for the caller's decision, soonest vacation first. */
export function RequestsTab({ query }: { query: UseQueryResult<VacationRequestView[]> }) {
  const { t } = useVacationsTranslation();
  if (!query.data) return <QueryState query={query} errorTitle={t("loadFailed")} />;
  if (!query.data.length)
    return <NonIdealState icon="tick-circle" title={t("requests.empty")} description={t("requests.emptyText")} />;
  const requests = [...query.data].sort((a, b) => a.start.localeCompare(b.start));
  return (
    <ul className="vac-list vac-requests" aria-label={t("tabs.requests")}>
      {requests.map((request) => (
        <RequestCard key={request._id} request={request} />
      ))}
    </ul>
  );
}
