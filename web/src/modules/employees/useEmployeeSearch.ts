import type { UserFilterBody } from "@intranet/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { usersApi } from "../../api/users";
import { employeeKeys } from "./keys";

export type EmployeeFilter = Pick<UserFilterBody, "status"> & { search: string; department: string; position: string };

export const emptyFilter: EmployeeFilter = { search: "", department: "", position: "", status: "active" };

/** POST /api/user/filter/{workspace}, a page at a time (the answer's cursor asks for the next one). */
export function useEmployeeSearch(workspace: string, filter: EmployeeFilter) {
  return useInfiniteQuery({
    queryKey: employeeKeys.search(workspace, filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      usersApi.filter(workspace, {
        search: filter.search.trim() || undefined,
        department: filter.department.trim() || undefined,
        position: filter.position.trim() || undefined,
        status: filter.status,
        cursor: pageParam,
        limit: 30,
      }),
    getNextPageParam: (page) => page.cursor,
  });
}
