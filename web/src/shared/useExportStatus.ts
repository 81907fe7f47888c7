import { exportsRoutes, type ExportView } from "@intranet/contracts/exports";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "../api/client";

/** How often a running export is asked about. */
export const exportPollMs = 1000;

export const exportStatusKey = (id: string) => ["exports", "status", id] as const;

/**
 * Follows an export a module started (its start call answers an `ExportView`): GET /api/export/{id}
 * at once, then every second while it runs, until it is done (with its download `url`) or failed.
 * `failure` is the start's error or the status call's; `view` the latest state (null while starting).
 */
export function useExportStatus(started: ExportView | null, startError: unknown) {
  const status = useQuery({
    queryKey: exportStatusKey(started?._id ?? ""),
    queryFn: () => callRoute(exportsRoutes.status, { params: { id: started!._id } }, { no_show: true }),
    enabled: !!started && started.status === "running",
    initialData: started ?? undefined,
    // The start's answer is not fresh: ask at once, then every second while it runs.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.status === "running" ? exportPollMs : false),
    retry: 2,
  });
  return {
    view: status.data ?? null,
    failure: startError ?? (status.isError ? status.error : null),
  };
}
