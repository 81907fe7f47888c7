import type { VacancyListQuery } from "@intranet/contracts/vacancies";
import { useSearchParams } from "react-router-dom";
import type { VacancyFilters } from "../api";

const statuses: ReadonlyArray<VacancyListQuery["status"]> = ["open", "closed", "all"];

/** The list's filters as the address holds them: `?q=` the search, `?tags=a,b`, `?status=` (admins). */
export function filtersOf(params: URLSearchParams, admin: boolean): VacancyFilters {
  const status = params.get("status") as VacancyListQuery["status"] | null;
  return {
    status: admin && status && statuses.includes(status) ? status : "open",
    tags: (params.get("tags") ?? "").split(",").filter(Boolean),
    search: params.get("q") ?? "",
  };
}

/**
 * The list's filters, kept in the address (a link shares the view, Back undoes a filter); only
 * admins choose the status, everyone else sees open vacancies.
 */
export function useVacancyFilters(admin: boolean): [VacancyFilters, (patch: Partial<VacancyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params, admin);
  const change = (patch: Partial<VacancyFilters>) => {
    const next = { ...filters, ...patch };
    const query = new URLSearchParams();
    if (next.search.trim()) query.set("q", next.search.trim());
    if (next.tags.length) query.set("tags", next.tags.join(","));
    if (next.status !== "open") query.set("status", next.status);
    setParams(query, { replace: true });
  };
  return [filters, change];
}
