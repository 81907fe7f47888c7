import type { MaintenanceRunList, MaintenanceRunView } from "@intranet/contracts/admin";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { adminApi, adminKeys, type RequestableTask } from "../api";

/** How often the runs are read again while one is queued or running. */
export const pollMs = 2000;

export const isActive = (run: MaintenanceRunView) => run.status === "queued" || run.status === "running";

/** A run the API just answered goes to the top of the list, so its progress shows before the next read. */
export function addRun(queryClient: QueryClient, client: string, run: MaintenanceRunView): void {
  queryClient.setQueryData(adminKeys.maintenance(client), (old: MaintenanceRunList | undefined) => ({
    runs: [run, ...(old?.runs ?? []).filter((item) => item.runId !== run.runId)],
  }));
}

/**
 * The company's recent service task runs (newest first), read again every 2 seconds while one is
 * queued or running. When a run ends, what it may have changed is read again: the inventory, the
 * unreferenced files and the company's figures (a count, a deletion).
 */
export function useMaintenanceRuns(client: string) {
  const queryClient = useQueryClient();
  const runs = useQuery({
    queryKey: adminKeys.maintenance(client),
    queryFn: () => adminApi.maintenanceRuns(client),
    refetchInterval: (query) => (query.state.data?.runs.some(isActive) ? pollMs : false),
  });
  const list = runs.data?.runs;
  const running = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!list) return;
    const now = new Set(list.filter(isActive).map((run) => run.runId));
    const ended = [...(running.current ?? [])].some((id) => !now.has(id));
    running.current = now;
    if (!ended) return;
    for (const key of [adminKeys.data(client), adminKeys.hanged(client), adminKeys.stat(client)])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [list, client, queryClient]);
  return runs;
}

/** Asks for a service task (202); the answered run joins the list at once, and the list is read again. */
export function useStartMaintenance(client: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: RequestableTask) => adminApi.runMaintenance(client, task),
    onSuccess: (run) => addRun(queryClient, client, run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.maintenance(client) }),
  });
}

/** The newest run of `task` in the list (the list is newest first). */
export const latestRun = (runs: MaintenanceRunView[] | undefined, task: MaintenanceRunView["task"]) =>
  runs?.find((run) => run.task === task);
